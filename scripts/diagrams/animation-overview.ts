/**
 * The parts of the animation system around the Anim component.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - an animation asset's resource is an `AnimTrack` (curves of values over time), from a GLB's animations:
 *   framework/handlers/animation.js, framework/parsers/glb-parser.js, framework/anim/evaluator/anim-track.js.
 * - a state graph asset holds layers, states, transitions and parameters: framework/anim/state-graph/anim-state-graph.js.
 * - the Anim component loads the graph (`loadStateGraph`), makes one `AnimComponentLayer` with its own controller per
 *   layer, keeps the parameter values, and takes an animation per state (`assignAnimation`, `animationAssets`):
 *   framework/components/anim/component.js, component-layer.js, framework/anim/controller/anim-controller.js.
 * - scripts change parameters with `setFloat`, `setInteger`, `setBoolean`, `setTrigger`: component.js.
 * - playback and blending write values to bone transforms and component properties of the entity hierarchy:
 *   framework/anim/evaluator/anim-evaluator.js, framework/components/anim/component-binder.js.
 * - layer masks (`AnimComponentLayer.mask`) and clip events (`AnimEvents`): component-layer.js,
 *   framework/anim/evaluator/anim-events.js.
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'animation-overview',
  width: 720,
  height: 374,
  title: { en: 'How animation fits together around the Anim component', ja: 'Animコンポーネントを中心にしたアニメーションの構成' },
  description: {
    en: 'Importing a GLB file creates animation assets, whose resource is an AnimTrack. A state graph asset defines states, transitions, parameters and layers. The Anim component on an entity loads the graph and assigns an animation asset to each state. Scripts change parameter values, and the component writes values to the bones and properties of the entity hierarchy. Masks limit what a layer moves, and events report set times of a clip.',
    ja: 'GLBファイルを取り込むとアニメーションアセットができ、その中身はAnimTrackです。ステートグラフアセットはステート、遷移、パラメーター、レイヤーを定義します。エンティティのAnimコンポーネントは、グラフを読み込み、ステートごとにアニメーションアセットを割り当てます。スクリプトはパラメーターの値を変え、コンポーネントはエンティティの階層のボーンやプロパティに値を書き込みます。マスクはレイヤーが動かす範囲を、イベントはクリップの決まった時刻の通知を担います。',
  },
  draw(c) {
    const parts: string[] = [];
    const left = { x: 20, w: 222 };
    const glb = { y: 20, h: 64 };
    const track = { y: 118, h: 70 };
    const graph = { y: 206, h: 78 };
    const anim = { x: 400, y: 112, w: 300, h: 136 };
    const script = { x: 430, y: 20, w: 240, h: 62 };
    const entity = { x: 400, y: 290, w: 300, h: 64 };

    parts.push(c.card(left.x, glb.y, left.w, glb.h, 'neutral', { en: 'GLB file', ja: 'GLBファイル' }, [{ en: 'model import', ja: 'モデルの取り込み' }], { size: 12.5 }));
    parts.push(
      c.card(left.x, track.y, left.w, track.h, 'neutral', { en: 'Animation asset', ja: 'アニメーションアセット' }, [{ en: '`AnimTrack`: curves over time', ja: '`AnimTrack`：時刻と値のカーブ' }], {
        size: 12.5,
      }),
    );
    parts.push(
      c.card(
        left.x,
        graph.y,
        left.w,
        graph.h,
        'neutral',
        { en: 'State graph asset', ja: 'ステートグラフアセット' },
        [
          { en: 'states, transitions,', ja: 'ステート・遷移・' },
          { en: 'parameters, layers', ja: 'パラメーター・レイヤー' },
        ],
        { size: 12.5 },
      ),
    );
    // GLB → animation asset.
    const glbX = left.x + 60;
    parts.push(c.arrow([[glbX, glb.y + glb.h + 1], [glbX, track.y - 2]], 'neutral', { width: 1.8 }));
    parts.push(c.text(glbX + 12, (glb.y + glb.h + track.y) / 2 + 5, { en: 'becomes', ja: 'アセットになる' }, { size: 12, ink: 'muted', maxWidth: 140 }));

    // The Anim component.
    parts.push(
      c.card(anim.x, anim.y, anim.w, anim.h, 'blue', { en: 'Anim component', ja: 'Animコンポーネント' }, [
        { en: '• a state machine per layer', ja: '・レイヤーごとのステートマシン' },
        { en: '• current parameter values', ja: '・パラメーターの現在値' },
        { en: '• playback position and blending', ja: '・再生位置とブレンド' },
        { en: '• masks and events', ja: '・マスク・イベント' },
      ]),
    );
    const gapMid = (left.x + left.w + anim.x) / 2;
    const gapRoom = anim.x - left.x - left.w - 10;
    const trackY = track.y + track.h / 2;
    parts.push(c.arrow([[left.x + left.w + 1, trackY], [anim.x - 2, trackY]], 'blue', { width: 1.8 }));
    parts.push(c.text(gapMid, trackY - 9, { en: 'assigned to states', ja: 'ステートに割り当て' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: gapRoom }));
    const graphY = anim.y + anim.h - 12;
    parts.push(c.arrow([[left.x + left.w + 1, graphY], [anim.x - 2, graphY]], 'blue', { width: 1.8 }));
    parts.push(c.text(gapMid, graphY - 9, { en: 'loaded', ja: '読み込み' }, { size: 12, anchor: 'middle', ink: 'blue', maxWidth: gapRoom }));

    // Script → parameters.
    parts.push(c.card(script.x, script.y, script.w, script.h, 'plain', { en: 'Script', ja: 'スクリプト' }, [{ en: '`setFloat()` and others', ja: '`setFloat()`など' }], { size: 12.5 }));
    const downX = anim.x + anim.w / 2;
    parts.push(c.arrow([[downX, script.y + script.h + 1], [downX, anim.y - 2]], 'blue', { width: 1.8 }));
    parts.push(c.text(downX + 12, (script.y + script.h + anim.y) / 2 + 5, { en: 'changes parameters', ja: 'パラメーターを変える' }, { size: 12, ink: 'blue', maxWidth: 720 - downX - 20 }));

    // Values written to the hierarchy.
    parts.push(c.arrow([[downX, anim.y + anim.h + 1], [downX, entity.y - 2]], 'blue', { width: 1.8 }));
    parts.push(c.text(downX + 12, (anim.y + anim.h + entity.y) / 2 + 5, { en: 'writes values', ja: '値を書き込む' }, { size: 12, ink: 'blue', maxWidth: 720 - downX - 20 }));
    parts.push(
      c.card(entity.x, entity.y, entity.w, entity.h, 'neutral', { en: 'Entity hierarchy', ja: 'エンティティの階層' }, [{ en: 'bone transforms, properties', ja: 'ボーンの変換・プロパティ' }], {
        size: 12.5,
      }),
    );
    return parts.join('\n');
  },
});
