/**
 * One frame of an application with physics.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - the order of a frame: framework/app-base.js `update()` fires the systems' `update`, `animationUpdate`,
 *   `postUpdate`, then the application's own `update` event; `render()` follows (the `tick` function).
 * - scripts' `update` runs before the physics step: the script system listens to `update` from its constructor
 *   (framework/components/script/system.js), the rigid-body system only once ammo.js is loaded
 *   (framework/components/rigid-body/system.js `setPhysicsWorld()`, called from `onLibraryLoaded()`).
 * - the step: rigid-body/system.js `onUpdate()` (skipped unless `timeScale` > 0, else `step(dt * timeScale)`),
 *   `step()`: triggers' `updateTransform()` and kinematic bodies' `_updateKinematic()` take the entity's pose,
 *   `world.step(dt, maxSubSteps, fixedTimeStep)` with `fixedTimeStep = 1 / 60` and `maxSubSteps = 10`, then
 *   dynamic bodies' `_updateDynamic()` write the body's pose to the entity.
 * - contact and trigger events fire per substep from inside `stepSimulation` (or after it, in `flushContacts()`):
 *   framework/physics/ammo/ammo-physics-world.js `step()`, `flushContacts()`.
 */
import { defineDiagram, type Localized, type Tone } from './lib';

interface Stage {
  w: number;
  tone: Tone;
  title: Localized;
  detail?: Localized | string;
}

export default defineDiagram({
  name: 'physics-frame',
  width: 720,
  height: 374,
  title: { en: 'One frame with physics', ja: '物理を含む1フレームの流れ' },
  description: {
    en: 'Each frame, scripts run update first. Then the physics step syncs kinematic bodies and triggers from their entities, advances the world in fixed substeps of 1/60 s while firing contact and trigger events, and moves dynamic entities to their bodies. Then scripts run postUpdate, the application fires its update event, and the frame is rendered.',
    ja: '毎フレーム、まずスクリプトのupdateが実行されます。次に物理ステップが、キネマティックな剛体とトリガーをエンティティの位置に合わせ、1/60秒の固定サブステップで世界を進めながら接触とトリガーのイベントを発行し、動的なエンティティを剛体の位置へ動かします。その後スクリプトのpostUpdate、アプリケーションのupdateイベント、描画の順に進みます。',
  },
  draw(c) {
    const parts: string[] = [];
    parts.push(c.text(20, 24, { en: 'Every frame, in this order', ja: '毎フレーム、この順に実行' }, { size: 14, bold: true, ink: 'muted', maxWidth: 680 }));

    // The frame, left to right.
    const row = { y: 40, h: 72 };
    const gap = 25;
    const stages: Stage[] = [
      { w: 116, tone: 'neutral', title: { en: 'Scripts', ja: 'スクリプト' }, detail: '`update(dt)`' },
      { w: 124, tone: 'blue', title: { en: 'Physics step', ja: '物理ステップ' } },
      { w: 124, tone: 'neutral', title: { en: 'Scripts', ja: 'スクリプト' }, detail: '`postUpdate(dt)`' },
      { w: 140, tone: 'neutral', title: { en: 'Application', ja: 'アプリケーション' }, detail: { en: "`'update'` event", ja: "`'update'`イベント" } },
      { w: 76, tone: 'neutral', title: { en: 'Render', ja: '描画' } },
    ];
    let x = 20;
    const placed = stages.map((stage) => {
      const at = { ...stage, x };
      x += stage.w + gap;
      return at;
    });
    placed.forEach((stage, i) => {
      const cx = stage.x + stage.w / 2;
      parts.push(c.box(stage.x, row.y, stage.w, row.h, stage.tone));
      const ink = stage.tone === 'blue' ? 'blue' : 'text';
      const titleY = stage.detail ? row.y + 30 : row.y + row.h / 2 + 5;
      parts.push(c.text(cx, titleY, stage.title, { size: 14, bold: true, anchor: 'middle', ink, maxWidth: stage.w - 12 }));
      if (stage.detail) parts.push(c.text(cx, row.y + 52, stage.detail, { size: 12, anchor: 'middle', maxWidth: stage.w - 10 }));
      const next = placed[i + 1];
      if (next) parts.push(c.arrow([[stage.x + stage.w + 2, row.y + row.h / 2], [next.x - 3, row.y + row.h / 2]], 'blue', { width: 1.8 }));
    });

    // Inside the physics step.
    const physics = placed[1]!;
    const panel = { x: 20, y: 146, w: 680, h: 170 };
    parts.push(c.arrow([[physics.x, row.y + row.h + 2], [panel.x + 1, panel.y - 1]], 'blue', { head: false, dashed: true, width: 1.2 }));
    parts.push(c.arrow([[physics.x + physics.w, row.y + row.h + 2], [panel.x + panel.w - 1, panel.y - 1]], 'blue', { head: false, dashed: true, width: 1.2 }));
    parts.push(c.box(panel.x, panel.y, panel.w, panel.h, 'blue'));
    const steps: Localized[][] = [
      [{ en: "Kinematic bodies and triggers take their entity's pose.", ja: 'キネマティックな剛体とトリガーをエンティティの位置に合わせる' }],
      [
        { en: 'The world advances in substeps of 1/60 s (at most 10);', ja: '1/60秒のサブステップ（最大10回）で世界を進め、' },
        { en: 'contact and trigger events fire.', ja: '接触とトリガーのイベントを発行する' },
      ],
      [{ en: "Dynamic entities take their body's pose.", ja: '動的なエンティティを剛体の位置へ動かす' }],
    ];
    const centres = [panel.y + 32, panel.y + 88, panel.y + 144];
    steps.forEach((lines, i) => {
      const cy = centres[i]!;
      const cx = panel.x + 30;
      parts.push(`<circle cx="${cx}" cy="${cy}" r="11" fill="${c.colors.fill.plain}" stroke="${c.colors.stroke.blue}" stroke-width="1.5"/>`);
      parts.push(c.text(cx, cy + 4.5, String(i + 1), { size: 12.5, bold: true, anchor: 'middle', ink: 'blue', maxWidth: 16 }));
      // The lines of a step are centred on its number.
      parts.push(c.lines(panel.x + 54, cy + 5 - (lines.length - 1) * 10, lines, { size: 13.5, lineHeight: 20, maxWidth: panel.w - 74 }));
      const next = centres[i + 1];
      if (next !== undefined) parts.push(c.arrow([[cx, cy + 13], [cx, next - 14]], 'blue', { width: 1.4 }));
    });

    parts.push(
      c.lines(
        20,
        panel.y + panel.h + 24,
        [
          { en: 'Forces applied in `update()` act in the same frame.', ja: '`update()`でかけた力は同じフレームに効きます。' },
          {
            en: '`app.systems.rigidbody.timeScale` scales the time the step is given; 0 skips it.',
            ja: '`app.systems.rigidbody.timeScale`はステップに渡す時間を伸縮し、0ならステップを飛ばします。',
          },
        ],
        { size: 12.5, ink: 'muted', lineHeight: 19, maxWidth: 680 },
      ),
    );
    return parts.join('\n');
  },
});
