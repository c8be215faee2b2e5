/**
 * Where the Shader Editor keeps its work, and what leaves it.
 * Sources (playcanvas/developer.playcanvas.com):
 * - docs/shader-editor/overview/file-handling.md (21af9492): graphs, materials, textures and preview assets form a
 *   set of project files written to the browser's local IndexedDB ("IndexDB" in the source); projects survive a
 *   page refresh; another browser has other projects; projects can be saved to the local disk and loaded later;
 *   shader packs hold the generated shader code and parameter values, not the graphs and nodes.
 * - content/en/shader-editor/window-layout/inspector-pane/project-inspector.md (c8b49bb8, an older version of the
 *   docs): LOAD, SAVE and EXPORT in the Project Inspector. The current docs do not describe these buttons, so the
 *   arrows carry the actions (save, load, export), not button labels.
 * - docs/shader-editor/overview/workflow.md (b2804ecf): the shader pack is used by the runtime application.
 */
import { defineDiagram, type Localized } from './lib';

const TOOL = { x: 225, y: 104, w: 210, h: 96 };
const DB = { x: 20, y: 104, w: 170, h: 96 };
const DISK = { x: 555, y: 20, w: 190, h: 96 };
const PACK = { x: 555, y: 176, w: 190, h: 100 };

export default defineDiagram({
  name: 'shader-editor-files',
  width: 760,
  height: 360,
  title: { en: 'Shader Editor files', ja: 'シェーダーエディターのファイル' },
  description: {
    en: 'The Shader Editor runs in the browser and writes the project you work on to the browser’s IndexedDB, where it survives a page refresh. Saving writes the project to a file on your disk and loading reads it back. Exporting writes a Shader Pack, which holds the generated shader code and the parameter values but not the graphs, for the runtime application.',
    ja: 'シェーダーエディターはブラウザーで動き、作業中のプロジェクトをブラウザーのIndexedDBに書き込みます。ページを再読み込みしても残ります。保存するとプロジェクトがディスク上のファイルになり、読み込むと作業に戻せます。書き出すとシェーダーパックができます。シェーダーパックには生成したシェーダーコードとパラメーターの値が入り、グラフは入りません。これを実行時のアプリケーションで使います。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(
      c.card(TOOL.x, TOOL.y, TOOL.w, TOOL.h, 'accent', { en: 'Shader Editor', ja: 'シェーダーエディター' }, [
        { en: 'runs in the browser', ja: 'ブラウザーで動く' },
        { en: 'the project you work on', ja: '作業中のプロジェクト' },
      ]),
    );
    parts.push(
      c.card(DB.x, DB.y, DB.w, DB.h, 'neutral', { en: 'IndexedDB', ja: 'IndexedDB' }, [
        { en: 'in this browser only', ja: 'このブラウザーだけ' },
        { en: 'survives a refresh', ja: '再読み込みしても残る' },
      ]),
    );
    parts.push(
      c.card(DISK.x, DISK.y, DISK.w, DISK.h, 'blue', { en: 'Project file', ja: 'プロジェクトファイル' }, [
        { en: 'on your disk', ja: 'ローカルディスク上' },
        { en: 'graphs included', ja: 'グラフも含む' },
      ]),
    );
    parts.push(
      c.card(PACK.x, PACK.y, PACK.w, PACK.h, 'green', { en: 'Shader Pack', ja: 'シェーダーパック' }, [
        { en: 'generated shader code', ja: '生成したシェーダーコード' },
        { en: 'parameter values', ja: 'パラメーターの値' },
        { en: 'no graphs or nodes', ja: 'グラフとノードは含まない' },
      ]),
    );

    const label = (x: number, y: number, text: Localized, ink: 'blue' | 'green' | 'muted') =>
      c.text(x, y, text, { size: 12, bold: true, ink, anchor: 'middle', maxWidth: 70 });

    // Tool <-> IndexedDB.
    const dbY = TOOL.y + TOOL.h / 2;
    parts.push(c.arrow([[TOOL.x - 2, dbY - 10], [DB.x + DB.w + 2, dbY - 10]], 'neutral', { width: 1.5 }));
    parts.push(c.arrow([[DB.x + DB.w + 2, dbY + 10], [TOOL.x - 2, dbY + 10]], 'neutral', { width: 1.5 }));

    // Save and load.
    const right = TOOL.x + TOOL.w;
    const mid = (right + DISK.x) / 2;
    parts.push(c.arrow([[right + 2, TOOL.y + 20], [mid, TOOL.y + 20], [mid, DISK.y + 40], [DISK.x - 2, DISK.y + 40]], 'blue', { width: 1.6 }));
    parts.push(label((right + mid) / 2, TOOL.y + 13, { en: 'save', ja: '保存' }, 'blue'));
    parts.push(c.arrow([[DISK.x - 2, DISK.y + 70], [mid + 14, DISK.y + 70], [mid + 14, TOOL.y + 36], [right + 2, TOOL.y + 36]], 'blue', { width: 1.6, dashed: true }));
    parts.push(label((right + mid) / 2, TOOL.y + 52, { en: 'load', ja: '読み込み' }, 'blue'));

    // Export.
    parts.push(c.arrow([[right + 2, TOOL.y + 86], [mid, TOOL.y + 86], [mid, PACK.y + 50], [PACK.x - 2, PACK.y + 50]], 'green', { width: 1.6 }));
    parts.push(label((right + mid) / 2, TOOL.y + 79, { en: 'export', ja: '書き出し' }, 'green'));

    // The shader pack goes to the runtime application.
    const app = { x: 225, y: 276, w: 210, h: 56 };
    parts.push(c.box(app.x, app.y, app.w, app.h, 'plain', { radius: 8, strokeWidth: 1.4 }));
    parts.push(c.text(app.x + app.w / 2, app.y + 33, { en: 'Your runtime application', ja: '実行時のアプリケーション' }, { size: 14, bold: true, anchor: 'middle', maxWidth: app.w - 20 }));
    parts.push(c.arrow([[PACK.x - 2, PACK.y + 84], [app.x + app.w + 40, PACK.y + 84], [app.x + app.w + 40, app.y + app.h / 2], [app.x + app.w + 2, app.y + app.h / 2]], 'green', { width: 1.6 }));
    return parts.join('\n');
  },
});
