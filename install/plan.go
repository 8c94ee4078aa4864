package install

// addHippo adds hippo's hooks, and with o.Permissions its permission rules, to
// a settings tree, and returns what it added.
func addHippo(root *object, o Options) (Record, error) {
	var rec Record
	hooks, err := childObject(root, "hooks")
	if err != nil {
		return Record{}, err
	}
	for _, h := range Hooks {
		cmd := Command(o.Binary, h.Arg)
		rec.Commands = append(rec.Commands, cmd)
		groups, err := childArray(hooks, h.Event)
		if err != nil {
			return Record{}, err
		}
		hooks.set(h.Event, ensureHook(groups, h, cmd))
	}
	if !o.Permissions {
		return rec, nil
	}
	perms, err := childObject(root, "permissions")
	if err != nil {
		return Record{}, err
	}
	allow, err := childArray(perms, "allow")
	if err != nil {
		return Record{}, err
	}
	for _, p := range Permissions {
		if !containsString(allow, p) {
			allow = append(allow, p)
			rec.Permissions = append(rec.Permissions, p)
		}
	}
	perms.set("allow", allow)
	return rec, nil
}

// removePermissions takes the rules install added out of permissions.allow,
// and the array and object too when nothing else is left in them.
func removePermissions(root *object, added []string) {
	pv, _ := root.get("permissions")
	perms, ok := pv.(*object)
	if !ok {
		return
	}
	av, _ := perms.get("allow")
	allow, ok := av.([]any)
	if !ok {
		return
	}
	var kept []any
	for _, a := range allow {
		if s, ok := a.(string); !ok || !containsString(toAny(added), s) {
			kept = append(kept, a)
		}
	}
	if len(kept) == 0 {
		perms.del("allow")
	} else {
		perms.set("allow", kept)
	}
	if len(perms.keys) == 0 {
		root.del("permissions")
	}
}
