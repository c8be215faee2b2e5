import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callSiteLine, checkProofs, expectedLogs, fileFramesOf, formatLogArgs, runFramesOf } from '../../scripts/lib/sample-proofs';

const root = path.resolve(import.meta.dirname, '../..');

describe('sample proofs', () => {
  it('reads the text a logging line promises, by line', () => {
    const code = ['const a = 1;', 'console.log(a); // → 1', '// → not a log', 'console.log(a) //→  x y  '].join('\n');
    expect([...expectedLogs(code)]).toEqual([[2, '1'], [4, ' x y']]);
  });

  it('runs only js blocks marked run, for 60 frames unless told', () => {
    expect(runFramesOf({ lang: 'js', meta: 'run' })).toBe(60);
    expect(runFramesOf({ lang: 'js', meta: 'title="a.mjs" run frames=180' })).toBe(180);
    expect(runFramesOf({ lang: 'js', meta: 'no-typecheck="does not run"' })).toBeNull();
    expect(runFramesOf({ lang: 'ts', meta: 'run' })).toBeNull();
  });

  it('runs a file for 60 frames unless a comment line says frames=N', () => {
    expect(fileFramesOf('const a = 1;\n// no frame count here')).toBe(60);
    expect(fileFramesOf('// The picture is taken after frames=180 (3 s).\nconst a = 1;')).toBe(180);
    expect(fileFramesOf('const frames=120;')).toBe(60);
  });

  it('prints values as a reader reads them', () => {
    const vector = { x: 1, toString: () => '[1, 0, 0]' };
    expect(formatLogArgs(['speed', 2.5, true, null, vector, [1, 2], { a: 1 }])).toBe('speed 2.5 true null [1, 0, 0] [ 1, 2 ] { a: 1 }');
  });

  it('finds the line of the sample in a stack', () => {
    const stack = 'Error\n    at console.log (file:///x/run.ts:5:1)\n    at Object.fn (file:///tmp/s.mjs:12:9)\n    at file:///tmp/s.mjs:3:1';
    expect(callSiteLine(stack, 'file:///tmp/s.mjs')).toBe(12);
    expect(callSiteLine(stack, 'file:///tmp/other.mjs')).toBeNull();
  });

  it('finds the line when the frames name the file by path (a sample that calls import() itself)', () => {
    const stack = ['Error', '    at console.log (/work/runner.ts:3:9)', '    at /tmp/dyn.mjs:7:13'].join('\n');
    expect(callSiteLine(stack, 'file:///tmp/dyn.mjs')).toBe(7);
  });

  it('reports a different print and a line that never logged', () => {
    const expected = new Map([[1, 'a'], [2, 'b'], [3, 'c']]);
    expect(checkProofs(expected, new Map([[1, 'a'], [2, 'B']]))).toEqual([
      { line: 2, message: 'printed "B", the page says "b"' },
      { line: 3, message: 'never logged (expected "c")' },
    ]);
  });
});

describe('run-code-samples', () => {
  it('runs pages and files in a headless engine and names each failure by page line', () => {
    let output = '';
    try {
      execFileSync('npx', ['tsx', 'scripts/run-code-samples.ts', 'tests/fixtures/code-run/page.md', 'tests/fixtures/code-run/sample.mjs'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
      expect(status).toBe(1);
      output = stdout + stderr;
    }
    // The impulse, the globals and the shared file's proofs hold; each broken block is named.
    expect(output).toContain('6 samples run headless (5 page blocks, 1 files), 6 printed values checked, 4 problems');
    expect(output).toContain('tests/fixtures/code-run/page.md:26 printed "1", the page says "5"');
    expect(output).toContain("tests/fixtures/code-run/page.md:33 TypeError: Cannot read properties of null (reading 'initialize')");
    expect(output).toContain('tests/fixtures/code-run/page.md:37 console.error: something went wrong');
    expect(output).toContain('tests/fixtures/code-run/page.md:49 never logged (expected "never")');
    expect(output).not.toContain('not run');
  }, 60_000);

  it('runs workers in threads: the splat sort answers between frames, a worker\'s error fails its sample, a leftover worker is ended', () => {
    let output = '';
    try {
      execFileSync('npx', ['tsx', 'scripts/run-code-samples.ts', 'tests/fixtures/code-run-workers/sort.mjs', 'tests/fixtures/code-run-workers/fails.mjs'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
        timeout: 60_000,
      });
    } catch (error) {
      const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
      expect(status).toBe(1);
      output = stdout + stderr;
    }
    expect(output).toContain('2 samples run headless (0 page blocks, 2 files), 1 printed values checked, 1 problems');
    expect(output).toContain('tests/fixtures/code-run-workers/fails.mjs:1 Error: a Worker failed: boom');
  }, 60_000);
});
