import json,collections,sys
rows=[json.loads(l) for l in open("/tmp/frozen/gate/gate-frozen.jsonl")]
err=[]
ids=[r["id"] for r in rows]
if len(ids)!=len(set(ids)): err.append("dup ids")
E={"store","reject","feedback","redact"}; K={"decision","convention","fact","fix","preference","event","feedback"}
pairs=collections.defaultdict(list)
for r in rows:
    for f in ["id","pair","turns","target","expect","kind","reason","secret"]:
        if f not in r: err.append((r["id"],"missing",f))
    if r["expect"] not in E: err.append((r["id"],"expect"))
    if not (0<=r["target"]<len(r["turns"])): err.append((r["id"],"target"))
    for t in r["turns"]:
        if t["role"] not in ("user","assistant") or not t["text"]: err.append((r["id"],"turn"))
    if r["expect"]=="reject":
        if r["kind"]!="": err.append((r["id"],"reject kind"))
    elif r["kind"] not in K: err.append((r["id"],"kind"))
    if (r["expect"]=="feedback")!=(r["kind"]=="feedback"): err.append((r["id"],"fb kind"))
    if r["expect"]=="feedback" and (r["target"]==0 or r["turns"][r["target"]-1]["role"]!="assistant" or r["turns"][r["target"]]["role"]!="user"): err.append((r["id"],"fb turns"))
    tt=r["turns"][r["target"]]["text"]
    if r["expect"]=="redact":
        if not r["secret"] or r["secret"] not in tt: err.append((r["id"],"secret"))
    elif r["secret"]!="": err.append((r["id"],"secret nonempty"))
    if not r["reason"]: err.append((r["id"],"reason"))
    if r["pair"]: pairs[r["pair"]].append(r)
for p,m in pairs.items():
    if len(m)!=2: err.append((p,"size",len(m)))
    elif (m[0]["expect"],m[0]["kind"])==(m[1]["expect"],m[1]["kind"]): err.append((p,"same label"))
keyset=collections.Counter(json.dumps([r["turns"],r["target"]]) for r in rows)
d=[k for k,v in keyset.items() if v>1]
if d: err.append(("duplicate cases",d))
c=collections.Counter(r["expect"] for r in rows); n=len(rows)
print("total",n,{k:(v,round(100*v/n,1)) for k,v in c.items()})
print("kinds",collections.Counter(r["kind"] for r in rows))
print("pairs",len(pairs),"paired cases",sum(len(m) for m in pairs.values()))
print("multi-turn",sum(len(r["turns"])>1 for r in rows),"assistant targets",sum(r["turns"][r["target"]]["role"]=="assistant" for r in rows))
print("ERRORS",err if err else "none"); sys.exit(1 if err else 0)
