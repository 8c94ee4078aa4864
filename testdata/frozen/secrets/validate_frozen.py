#!/usr/bin/env python3
import json, sys, collections
P = "/tmp/frozen/secrets/secrets-frozen.jsonl"
errs = []; recs = []
for n, line in enumerate(open(P, encoding="utf-8"), 1):
    try: recs.append(json.loads(line))
    except Exception as e: errs.append(f"line {n}: bad json {e}")
ids = [r["id"] for r in recs]
dup = [i for i, c in collections.Counter(ids).items() if c > 1]
if dup: errs.append(f"duplicate ids {dup}")
sec = [r for r in recs if r["lookalike"] is False]; lk = [r for r in recs if r["lookalike"] is True]
secids = {r["id"] for r in sec}
kc = collections.Counter(r["kind"] for r in sec)
if any(c > 1 for c in kc.values()): errs.append(f"dup secret kinds {[k for k,c in kc.items() if c>1]}")
allsecretvals = set()
for r in sec:
    for f in ("id", "kind", "sentence", "secret", "lookalike", "multiline"):
        if f not in r: errs.append(f"{r.get('id')} missing {f}")
    if not r["id"].startswith("fs"): errs.append(f"{r['id']} bad id prefix")
    if not r["secret"] or r["secret"] not in r["sentence"]: errs.append(f"{r['id']} secret not in sentence")
    if r["multiline"] != ("\n" in r["sentence"]): errs.append(f"{r['id']} multiline flag wrong")
    for o in r.get("other_secrets", []):
        if o not in r["sentence"]: errs.append(f"{r['id']} other_secret missing")
    allsecretvals.add(r["secret"])
for r in lk:
    for f in ("id", "kind", "sentence", "keep", "lookalike", "pair", "multiline"):
        if f not in r: errs.append(f"{r.get('id')} missing {f}")
    if not r["id"].startswith("fl"): errs.append(f"{r['id']} bad id prefix")
    if not r["keep"] or r["keep"] not in r["sentence"]: errs.append(f"{r['id']} keep not in sentence")
    if r["multiline"] != ("\n" in r["sentence"]): errs.append(f"{r['id']} multiline flag wrong")
    if r["pair"] and r["pair"] not in secids: errs.append(f"{r['id']} pair {r['pair']} unknown")
    if r["keep"] in allsecretvals or any(s in r["sentence"] for s in allsecretvals if len(s) > 8):
        errs.append(f"{r['id']} look-alike sentence contains a secret value")
if len(kc) < 160: errs.append(f"only {len(kc)} secret kinds")
if len(lk) < 60: errs.append(f"only {len(lk)} look-alikes")
ml = sum(r["multiline"] for r in sec)
print(f"records={len(recs)} secrets={len(sec)} secret_kinds={len(kc)} multiline_secrets={ml} lookalikes={len(lk)} "
      f"lookalike_kinds={len({r['kind'] for r in lk})} paired={sum(1 for r in lk if r['pair'])} multiline_lookalikes={sum(r['multiline'] for r in lk)}")
print("once-only secrets:", sum(r["sentence"].count(r["secret"]) == 1 for r in sec), "/", len(sec))
if errs: print("ERRORS:\n" + "\n".join(errs)); sys.exit(1)
print("OK")
