import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { processRunning, waitFor } from '@downbeat/testing';
import { processAlive } from '../process/process-alive';
import { defaultFfmpeg } from './ffmpeg';
import { lastLines, runTool, ToolStartError } from './run-tool';

const quiet = ['-hide_banner', '-nostats', '-v', 'error'];

describe('runTool', () => {
  it('feeds stdin and returns all of stdout: raw samples through ffmpeg come back unchanged', async () => {
    const { ffmpeg } = await defaultFfmpeg();
    const samples = Float32Array.from({ length: 48_000 }, (_, index) => Math.sin(index / 7) * 0.5);
    const format = ['-f', 'f32le', '-ar', '8000', '-ac', '1'];
    const exit = await runTool(ffmpeg, [...quiet, ...format, '-i', 'pipe:0', ...format, 'pipe:1'], { stdin: samples });
    expect(exit.code).toBe(0);
    expect(Buffer.compare(exit.stdout, Buffer.from(samples.buffer))).toBe(0);
  });

  it('says how a failed run ended and leaves what that means to the caller', async () => {
    const { ffmpeg } = await defaultFfmpeg();
    const exit = await runTool(ffmpeg, [...quiet, '-i', '/nonexistent/master.wav', '-f', 'null', '-']);
    expect(exit.code).not.toBe(0);
    expect(lastLines(exit.stderr)).toMatch(/nonexistent\/master\.wav: No such file or directory/);
  });

  it('rejects with a ToolStartError when the tool cannot be started', async () => {
    const run = runTool('/nonexistent/ffmpeg', ['-version']);
    await expect(run).rejects.toBeInstanceOf(ToolStartError);
    await expect(run).rejects.toThrow(/cannot run \/nonexistent\/ffmpeg: .*ENOENT/);
  });

  it('kills the tool when its signal aborts and rejects with the reason only once the process is gone', async () => {
    const { ffmpeg } = await defaultFfmpeg();
    const abort = new AbortController();
    const endless = ['-f', 'lavfi', '-i', 'sine=frequency=437:sample_rate=44100', '-f', 'null', '-'];
    const run = runTool(ffmpeg, [...quiet, ...endless], { signal: abort.signal, niceness: 10 });
    await waitFor('ffmpeg to start', () => processRunning('sine=frequency=437'), { timeoutMs: 20_000 });
    const pids = execFileSync('pgrep', ['-f', 'sine=frequency=437'], { encoding: 'utf8' });
    const pid = Number(pids.trim().split('\n')[0]);
    expect(processAlive(pid)).toBe(true);
    const reason = new Error('the render was cancelled');
    abort.abort(reason);
    await expect(run).rejects.toBe(reason);
    expect(processAlive(pid)).toBe(false);
  });

  it('refuses at once when the signal has already aborted', async () => {
    const abort = new AbortController();
    abort.abort(new Error('stopping'));
    await expect(runTool('/nonexistent/ffmpeg', [], { signal: abort.signal })).rejects.toThrow('stopping');
  });
});

describe('lastLines', () => {
  it('joins the last non-empty lines and says nothing for an empty stderr', () => {
    expect(lastLines('first\nsecond\n\nthird\n', 2)).toBe('second; third');
    expect(lastLines(' \n')).toBeUndefined();
  });
});
