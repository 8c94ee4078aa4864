package ui

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/hippo-mem/hippo/activity"
	"github.com/hippo-mem/hippo/feedback"
	"github.com/hippo-mem/hippo/store"
	"github.com/hippo-mem/hippo/workflow"
)

// actionSpec is one state change: a POST to path, carried out by run, which
// returns where to go next, or a page to show instead of a redirect.
type actionSpec struct {
	path string
	run  func(*http.Request) (string, *rendered, error)
}

// memoryAction is an action on one memory that the store carries out, as
// its CLI twin does, and then shows the memory again.
func (s *Server) memoryAction(name, done string, act func(context.Context, string) (store.Memory, error)) actionSpec {
	return actionSpec{path: "/m/{id}/" + name, run: func(r *http.Request) (string, *rendered, error) {
		m, err := act(r.Context(), r.PathValue("id"))
		if err != nil {
			return "", nil, err
		}
		return "/m/" + m.ID + "?done=" + done, nil, nil
	}}
}

func (s *Server) actions() []actionSpec {
	st := s.o.Store
	return []actionSpec{
		s.memoryAction("pin", "pinned", func(ctx context.Context, id string) (store.Memory, error) { return st.SetPinned(ctx, id, true) }),
		s.memoryAction("unpin", "unpinned", func(ctx context.Context, id string) (store.Memory, error) { return st.SetPinned(ctx, id, false) }),
		s.memoryAction("confirm", "confirmed", st.Confirm),
		s.memoryAction("archive", "archived", st.Archive),
		s.memoryAction("revive", "revived", st.Revive),
		{"/m/{id}/correct", s.correct},
		{"/m/{id}/purge", s.purge},
		{"/review/accept", s.accept},
		{"/review/reject", s.rejectDraft},
		{"/review/keep", s.keep},
		{"/review/fine", func(r *http.Request) (string, *rendered, error) {
			return "/review?done=fine", nil, feedback.FinePair(r.Context(), st, s.o.DataDir, r.PostFormValue("a"), r.PostFormValue("b"))
		}},
		{"/review/find", func(r *http.Request) (string, *rendered, error) {
			_, err := feedback.Find(r.Context(), st, s.o.DataDir, s.o.Now(), feedback.DrafterFor(s.o.DataDir, false))
			return "/review?done=found", nil, err
		}},
	}
}

// action serves a POST: refused unless it comes from this page with its
// CSRF token; then run, and a redirect (POST, then GET) or a page.
func (s *Server) action(a actionSpec) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		r.Body = http.MaxBytesReader(w, r.Body, 2*store.MaxTextBytes)
		if !s.sameOrigin(r) {
			http.Error(w, "refused: a change must come from the hippo ui page itself", http.StatusForbidden)
			return
		}
		to, page, err := a.run(r)
		switch {
		case err != nil:
			s.fail(w, "memories", err)
		case page != nil:
			s.render(w, http.StatusOK, "memories", "", *page)
		default:
			http.Redirect(w, r, to, http.StatusSeeOther)
		}
	}
}

func (s *Server) correct(r *http.Request) (string, *rendered, error) {
	res, err := workflow.Correct(r.Context(), s.o.Store, workflow.Correction{OldID: r.PathValue("id"), Text: strings.TrimSpace(r.PostFormValue("text")), By: workflow.ByCLI})
	if err != nil {
		return "", nil, err
	}
	return "/m/" + res.Memory.ID + "?done=corrected", nil, nil
}

type purgedData struct {
	workflow.PurgeReport
	Before, After string
	Places        any
}

// purge destroys one memory as "hippo purge" does, then shows the report:
// where its text still occurs outside hippo.
func (s *Server) purge(r *http.Request) (string, *rendered, error) {
	ctx := r.Context()
	targets, err := workflow.PurgeTargets(ctx, s.o.Store, []string{r.PathValue("id")})
	if err != nil {
		return "", nil, err
	}
	tomb := r.PostFormValue("tombstone") != ""
	reason := strings.TrimSpace(r.PostFormValue("reason"))
	if tomb && reason == "" {
		return "", nil, &badRequest{"a tombstone needs a reason: one cannot be reviewed later without it"}
	}
	rep, err := workflow.Purge(ctx, s.o.Store, workflow.PurgeRequest{IDs: []string{targets[0].ID}, Tombstone: tomb, Reason: reason,
		DataDir: s.o.DataDir, Version: s.o.Version, Search: &workflow.PurgeSearch{ClaudeDir: s.o.ClaudeDir, WorkDir: s.o.ProjectDir, Targets: targets}})
	if err != nil {
		return "", nil, err
	}
	d := purgedData{PurgeReport: rep, Before: bytesText(rep.Store.BytesBefore), After: bytesText(rep.Store.BytesAfter), Places: rep.StillPresent}
	return "", &rendered{tmpl: "purged", title: "Purged", data: d}, nil
}

func (s *Server) accept(r *http.Request) (string, *rendered, error) {
	a, err := s.planAccept(r.PostFormValue("n"), r.PostFormValue("to"))
	if err != nil {
		return "", nil, err
	}
	if _, err := feedback.Accept(s.o.DataDir, a, activity.Open(s.o.DataDir, nil), "ui", s.o.Now()); err != nil {
		return "", nil, err
	}
	return "/review?done=accepted", nil, nil
}

func (s *Server) rejectDraft(r *http.Request) (string, *rendered, error) {
	reason := strings.TrimSpace(r.PostFormValue("reason"))
	if reason == "" {
		return "", nil, &badRequest{"a rejection needs a reason: it is remembered with why"}
	}
	n, err := strconv.Atoi(r.PostFormValue("n"))
	if err != nil {
		return "", nil, &badRequest{"draft: want a number"}
	}
	_, err = feedback.Reject(s.o.DataDir, n, reason, s.o.Now())
	return "/review?done=rejected", nil, err
}

func (s *Server) keep(r *http.Request) (string, *rendered, error) {
	keep, sup := r.PostFormValue("keep"), r.PostFormValue("supersede")
	if keep == "" || sup == "" {
		return "", nil, &badRequest{"keep and supersede go together"}
	}
	return "/review?done=kept", nil, s.o.Store.Supersede(r.Context(), sup, keep)
}
