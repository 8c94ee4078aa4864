import json, collections
mem=[json.loads(l) for l in open("memories.jsonl",encoding="utf-8")]
qs=[json.loads(l) for l in open("queries.jsonl",encoding="utf-8")]
mids=[m["id"] for m in mem]; qids=[q["id"] for q in qs]
assert len(set(mids))==len(mids) and len(set(qids))==len(qids)
ms=set(mids)
kinds={"decision","convention","fact","fix","preference","feedback","event"}
for m in mem:
    assert set(m)=={"id","project","kind","text"} and m["kind"] in kinds, m
    wc=len(m["text"].split())
    if not (5<=wc<=40): print("wordcount",m["id"],wc)
for q in qs:
    assert set(q)=={"id","project","text","relevant","category"}
    for r in q["relevant"]: assert r in ms,(q["id"],r)
    assert (q["category"]=="unrelated")==(q["relevant"]==[]), q["id"]
projs=set(m["project"] for m in mem)
for q in qs: assert q["project"] in projs, q
print("memories",len(mem),"queries",len(qs))
print("mem per project",collections.Counter(m["project"] for m in mem))
print("mem per kind",collections.Counter(m["kind"] for m in mem))
print("q per cat",collections.Counter(q["category"] for q in qs))
print("q per project",collections.Counter(q["project"] for q in qs))
used=set(r for q in qs for r in q["relevant"]); print("memories never relevant:",len(ms-used))
# cross-project check: relevant memory project differs from query project
for q in qs:
    if q["category"]=="cross-project":
        ps={m["project"] for m in mem if m["id"] in q["relevant"]}
        assert ps-{q["project"]}, q["id"]
