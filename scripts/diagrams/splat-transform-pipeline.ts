/**
 * How a SplatTransform command is read (a schematic). @playcanvas/splat-transform 3.7.0, `--help`
 * (USAGE: "splat-transform [GLOBAL] input [ACTIONS] ... output [ACTIONS]"; input files become the
 * working set and actions apply in order; the last file is the output; actions after it modify the
 * final result). The example is the command `splat-transform -w a.ply -r 0,180,0 b.spz -s 0.5 out.sog -t 0,1,0`,
 * run as `-g cpu -w scene.ply -r 0,180,0 scene.spz -s 0.5 out.sog -t 0,1,0` on the project's scene (exit 0).
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'splat-transform-pipeline',
  width: 760,
  height: 270,
  title: { en: 'How a SplatTransform command is read', ja: 'SplatTransformのコマンドの読まれ方' },
  description: {
    en: 'In splat-transform -w a.ply -r 0,180,0 b.spz -s 0.5 out.sog -t 0,1,0, the global option -w comes first. a.ply is rotated by its own action and b.spz shrunk to half by its own. The two are combined, the action written after the output moves the combined result, and the result is written to out.sog.',
    ja: 'splat-transform -w a.ply -r 0,180,0 b.spz -s 0.5 out.sog -t 0,1,0では、先頭に全体の設定-wがあります。a.plyは自分の後ろのアクションで回転し、b.spzは自分の後ろのアクションで半分に縮小されます。2つがまとめられ、出力の後ろのアクションでまとめた結果が移動し、out.sogに書き出されます。',
  },
  draw(c) {
    const parts: string[] = [];
    // The command line, split into its parts.
    const tokens: Array<{ text: string; tone: 'neutral' | 'blue' | 'accent' | 'green'; w: number }> = [
      { text: 'splat-transform', tone: 'neutral', w: 132 },
      { text: '-w', tone: 'neutral', w: 36 },
      { text: 'a.ply', tone: 'blue', w: 58 },
      { text: '-r 0,180,0', tone: 'accent', w: 96 },
      { text: 'b.spz', tone: 'blue', w: 58 },
      { text: '-s 0.5', tone: 'accent', w: 62 },
      { text: 'out.sog', tone: 'green', w: 72 },
      { text: '-t 0,1,0', tone: 'accent', w: 82 },
    ];
    let x = 20;
    const centres: number[] = [];
    for (const token of tokens) {
      parts.push(c.box(x, 20, token.w, 28, token.tone === 'neutral' ? 'plain' : token.tone, { radius: 4, strokeWidth: 1.1 }));
      parts.push(c.text(x + token.w / 2, 39, `\`${token.text}\``, { size: 12, anchor: 'middle', ink: token.tone === 'neutral' ? 'text' : token.tone, maxWidth: token.w - 6 }));
      centres.push(x + token.w / 2);
      x += token.w + 6;
    }
    parts.push(c.text(centres[1]!, 66, { en: 'global', ja: '全体の設定' }, { size: 11, anchor: 'middle', ink: 'muted', maxWidth: 80 }));

    // The flow below: each input with its own action, combined, the output action, then the file.
    const top = 96;
    const low = 190;
    parts.push(c.card(200, top, 152, 62, 'blue', 'a.ply', [{ en: 'rotate 180° about Y', ja: 'Y軸まわりに180度回転' }], { size: 11.5 }));
    parts.push(c.card(358, top, 114, 62, 'blue', 'b.spz', [{ en: 'half size', ja: '半分に縮小' }], { size: 11.5 }));
    parts.push(c.card(240, low, 160, 62, 'neutral', { en: 'Combine', ja: 'まとめる' }, [{ en: 'one working set', ja: '1つのデータに' }], { size: 11.5 }));
    parts.push(c.card(440, low, 160, 62, 'accent', { en: 'Output action', ja: '出力のアクション' }, [{ en: 'move up by 1', ja: '上へ1移動' }], { size: 11.5 }));
    parts.push(c.card(620, low, 120, 62, 'green', 'out.sog', [{ en: 'written last', ja: '最後に書き出す' }], { size: 11.5 }));
    parts.push(c.arrow([[276, top + 62], [290, low - 2]], 'blue'));
    parts.push(c.arrow([[415, top + 62], [360, low - 2]], 'blue'));
    parts.push(c.arrow([[400, low + 31], [438, low + 31]], 'neutral'));
    parts.push(c.arrow([[600, low + 31], [618, low + 31]], 'accent'));

    // Each action token points at the step it belongs to.
    parts.push(c.arrow([[centres[3]!, 50], [centres[3]!, top - 2]], 'accent', { dashed: true, width: 1 }));
    parts.push(c.arrow([[centres[5]!, 50], [centres[5]!, top - 2]], 'accent', { dashed: true, width: 1 }));
    parts.push(c.arrow([[centres[7]!, 50], [centres[7]!, 174], [520, 174], [520, low - 2]], 'accent', { dashed: true, width: 1 }));
    return parts.join('\n');
  },
});
