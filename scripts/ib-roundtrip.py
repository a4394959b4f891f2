#!/usr/bin/env python3
"""`import` round trip over folders of Interface Builder files: every scene laid out from the
file and from the YAML `layoutsnap import` writes for it must give the same frames.

    python3 scripts/ib-roundtrip.py .ib-corpus/tuning .ib-corpus/holdout .ib-corpus/unseen
"""
import json, os, subprocess, sys, pathlib, tempfile

B = os.environ.get("LAYOUTSNAP", str(pathlib.Path(__file__).resolve().parent.parent / ".build/debug/layoutsnap"))
def docs(out):
    out=out.strip()
    if not out: return []
    # one JSON document per render; concatenated or a list
    try:
        d=json.loads(out); return d if isinstance(d,list) else [d]
    except json.JSONDecodeError:
        dec=json.JSONDecoder(); i=0; res=[]
        while i<len(out):
            o,j=dec.raw_decode(out,i); res.append(o); i=j
            while i<len(out) and out[i].isspace(): i+=1
        return res
def frames(d): return {v['id']:tuple(round(x,3) for x in (v['frame']['x'],v['frame']['y'],v['frame']['width'],v['frame']['height'])) for v in d['views']}
files=[p for a in sys.argv[1:] for p in sorted(pathlib.Path(a).glob('*')) if p.suffix in ('.xib','.storyboard')]
ok=bad=0; badlist=[]
for f in files:
    with tempfile.TemporaryDirectory() as t:
        a=subprocess.run([B,'layout','--format','json',str(f)],capture_output=True,text=True)
        if a.returncode==2: continue
        orig={d['scenario']:frames(d) for d in docs(a.stdout)}
        subprocess.run([B,'import',str(f),'-o',t],capture_output=True)
        # A YAML file is named for its scenario with what a file name cannot hold replaced.
        written={}
        for y in pathlib.Path(t).glob('*.yaml'):
            line=next((l for l in y.read_text().splitlines() if l.startswith('name:')),'')
            written[json.loads(line[len('name:'):].strip() or '""')]=y
        for name,fr in orig.items():
            y=written.get(name, pathlib.Path(t)/f'{name}.yaml')
            b=subprocess.run([B,'layout','--format','json',str(y)],capture_output=True,text=True)
            ds=docs(b.stdout)
            if ds and frames(ds[0])==fr: ok+=1
            else: bad+=1; badlist.append(name)
print(f'{ok} of {ok+bad} scenes lay out the same after import')
if badlist: print('differ: ' + ', '.join(badlist)); sys.exit(1)
