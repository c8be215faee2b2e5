import { describe, expect, it } from 'vitest';
import { commandsOf, splatBlocksOf, splitWords } from '../../scripts/lib/splat-commands';
import { compareSplats, readPly, withDevice, type Splat } from '../../scripts/lib/splat-scene';

const fence = '```';

describe('splitWords', () => {
  it.each([
    ['scene.ply out.sog', ['scene.ply', 'out.sog']],
    ['  -t 0,-1,0   -s 0.5 out.ply ', ['-t', '0,-1,0', '-s', '0.5', 'out.ply']],
    [`'my scene.ply' "out dir/meta.json"`, ['my scene.ply', 'out dir/meta.json']],
    ['a\\ b.ply "say \\"hi\\"".ply', ['a b.ply', 'say "hi".ply']],
    ['-d 50% half.ply  # halve it', ['-d', '50%', 'half.ply']],
    ['x#y.ply', ['x#y.ply']],
    ['""', ['']],
  ])('%s', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });

  it.each([
    ['a.ply b.ply | head', /`\|`/],
    ['a.ply b.ply && ls', /`&`/],
    ['a.ply b.ply > log.txt', /`>`/],
    ['*.ply merged.ply', /`\*`/],
    ['$HOME/a.ply b.ply', /`\$`/],
    ['"$HOME/a.ply" b.ply', /substitution/],
    ["'a.ply b.ply", /unterminated single quote/],
  ])('refuses %s', (text, message) => {
    expect(() => splitWords(text)).toThrow(message);
  });
});

describe('commandsOf', () => {
  it('takes the splat-transform lines, joins continuations, skips comments and other commands', () => {
    const code = [
      '# convert',
      'npm install -g @playcanvas/splat-transform',
      'splat-transform scene.ply \\',
      '    -s 0.5 \\',
      '    out.sog',
      '',
      'npx @playcanvas/splat-transform scene.sog --stats json null',
      'npx splat-transform -v',
      'splat-transformer x y',
    ].join('\n');
    const { commands, problems } = commandsOf(code, 10);
    expect(problems).toEqual([]);
    expect(commands).toEqual([
      { line: 12, text: 'splat-transform scene.ply -s 0.5 out.sog', args: ['scene.ply', '-s', '0.5', 'out.sog'] },
      { line: 16, text: 'npx @playcanvas/splat-transform scene.sog --stats json null', args: ['scene.sog', '--stats', 'json', 'null'] },
      { line: 17, text: 'npx splat-transform -v', args: ['-v'] },
    ]);
  });

  it('reports a line it cannot run with its page line', () => {
    expect(commandsOf('splat-transform a.ply b.ply\nsplat-transform a.ply | head', 4).problems).toEqual([{ line: 5, message: expect.stringMatching(/`\|`/) }]);
  });
});

describe('splatBlocksOf', () => {
  const page = [
    '# Page', // 1
    '', // 2
    `${fence}bash splat-transform`, // 3
    'splat-transform scene.ply out.sog', // 4
    'splat-transform out.sog back.ply', // 5
    fence, // 6
    `${fence}bash no-run="needs a GPU (voxel output)"`, // 7
    'splat-transform scene.ply scene.voxel.json', // 8
    fence, // 9
    `${fence}bash`, // 10
    'splat-transform scan.ply scan.sog', // 11
    fence, // 12
    `${fence}bash`, // 13
    'npm install -g @playcanvas/splat-transform', // 14
    fence, // 15
    `${fence}js`, // 16
    "// splat-transform scene.ply out.sog", // 17
    fence, // 18
    `${fence}bash no-run=""`, // 19
    'splat-transform a b', // 20
    fence, // 21
    `${fence}bash splat-transform no-run="x"`, // 22
    'splat-transform a b', // 23
    fence, // 24
    `${fence}bash splat-transform title="empty"`, // 25
    'ls', // 26
    fence, // 27
  ].join('\n');
  const found = splatBlocksOf(page);

  it('runs the marked blocks, in order, with page lines', () => {
    expect(found.run).toEqual([
      { line: 4, commands: [expect.objectContaining({ line: 4, args: ['scene.ply', 'out.sog'] }), expect.objectContaining({ line: 5, args: ['out.sog', 'back.ply'] })] },
    ]);
  });

  it('skips no-run blocks with their reason', () => {
    expect(found.skipped).toEqual([{ line: 8, reason: 'needs a GPU (voxel output)' }]);
  });

  it('lists shell blocks holding a command without either mark, and nothing else', () => {
    expect(found.unmarked).toEqual([{ line: 10 }]);
  });

  it('reports an empty reason, both marks at once, and a run block without a command', () => {
    expect(found.problems).toEqual([
      { line: 19, message: expect.stringMatching(/no-run needs a reason/) },
      { line: 22, message: expect.stringMatching(/not both/) },
      { line: 25, message: expect.stringMatching(/without a line starting with/) },
    ]);
  });
});

describe('withDevice', () => {
  it('puts -g cpu in front on a machine without a GPU unless the command picks a device', () => {
    expect(withDevice(['a.ply', 'b.sog'], true)).toEqual(['-g', 'cpu', 'a.ply', 'b.sog']);
    expect(withDevice(['-g', '0', 'a.ply', 'b.sog'], true)).toEqual(['-g', '0', 'a.ply', 'b.sog']);
    expect(withDevice(['--gpu', '1', 'a.ply', 'b.sog'], true)).toEqual(['--gpu', '1', 'a.ply', 'b.sog']);
  });

  it('leaves the arguments alone on a machine with a GPU', () => {
    expect(withDevice(['a.ply', 'b.sog'], false)).toEqual(['a.ply', 'b.sog']);
  });
});

/** A binary PLY of `rows` (one object of floats per Gaussian), as SplatTransform writes it. */
function ply(rows: Record<string, number>[]): Uint8Array {
  const names = Object.keys(rows[0]!);
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex ${rows.length}\n${names.map((name) => `property float ${name}\n`).join('')}end_header\n`;
  const body = new Float32Array(rows.flatMap((row) => names.map((name) => row[name]!)));
  return new Uint8Array(Buffer.concat([Buffer.from(header, 'latin1'), Buffer.from(body.buffer)]));
}

describe('readPly and compareSplats', () => {
  const gaussian = (x: number, y: number, z: number): Record<string, number> => ({
    x, y, z, rot_0: 1, rot_1: 0, rot_2: 0, rot_3: 0, scale_0: -3, scale_1: -3, scale_2: -5, opacity: 2, f_dc_0: 1, f_dc_1: 0, f_dc_2: -1, f_rest_0: 0.1,
  });
  const rows = [gaussian(0, 0, 0), gaussian(1, 0, 0), gaussian(0, 1, 0), gaussian(0, 0, 1)];
  const reference: Splat = readPly(ply(rows));

  it('reads the columns of a binary PLY', () => {
    expect(reference.count).toBe(4);
    expect([...reference.columns.get('x')!]).toEqual([0, 1, 0, 0]);
    expect(reference.columns.get('f_rest_0')![3]).toBeCloseTo(0.1);
  });

  it('rejects a truncated PLY', () => {
    expect(() => readPly(ply(rows).slice(0, -4))).toThrow(/expected/);
  });

  it('matches Gaussians by position whatever their order, and measures each difference', () => {
    const moved = [rows[3]!, rows[2]!, rows[1]!, { ...rows[0]!, x: 0.01, f_dc_0: 1.1, scale_0: -2.9, rot_0: Math.cos(Math.PI / 36), rot_3: Math.sin(Math.PI / 36) }];
    const difference = compareSplats(reference, readPly(ply(moved)));
    expect(difference.position).toBeCloseTo(0.01, 5);
    expect(difference.color).toBeCloseTo(0.1 * 0.28209479177387814, 5);
    expect(difference.scale).toBeCloseTo(0.1, 5);
    expect(difference.rotation).toBeCloseTo(10, 3);
    expect(difference.opacity).toBe(0);
    expect(difference.sh).toBe(0);
  });

  it('fails on a lost Gaussian, lost SH bands, or a match that is not one to one', () => {
    expect(() => compareSplats(reference, readPly(ply(rows.slice(1))))).toThrow(/3 Gaussians, expected 4/);
    expect(() => compareSplats(reference, readPly(ply(rows.map(({ f_rest_0: _, ...rest }) => rest))))).toThrow(/0 SH coefficients/);
    expect(() => compareSplats(reference, readPly(ply([rows[0]!, rows[0]!, rows[2]!, rows[3]!])))).toThrow(/not one to one/);
  });
});
