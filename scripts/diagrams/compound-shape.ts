/**
 * A compound shape: a parent with a Compound collision and a rigid body, children with primitive collisions only.
 * Engine sources (playcanvas 2.23.3, build/playcanvas/src/):
 * - a collision of type `compound` adds the shapes of its descendants; a descendant's non-compound collision
 *   joins the nearest ancestor with a Compound collision only when the descendant has no rigid body:
 *   framework/components/collision/system.js `recreateShapes()` (`_addEachDescendant`, the `!entity.rigidbody`
 *   branch), `updateCompoundChildTransform()`.
 * - the rigid body lives on the parent and takes the compound shape; its origin, and so its centre of mass,
 *   is the parent entity's position: framework/components/rigid-body/component.js `createBody()`
 *   (`entity.collision.shape`, `_getEntityTransform`).
 */
import { defineDiagram } from './lib';

export default defineDiagram({
  name: 'compound-shape',
  width: 720,
  height: 300,
  title: { en: 'A compound shape', ja: '複合形状' },
  description: {
    en: 'The parent entity Hammer has a Collision component of type Compound and a Rigid Body. Its children Handle and Head each have a Collision component of type Box and no Rigid Body. Their boxes form one body, whose centre of mass is the parent origin.',
    ja: '親エンティティHammerは、TypeがCompoundのCollisionコンポーネントとRigid Bodyコンポーネントを持ちます。子のHandleとHeadは、TypeがBoxのCollisionコンポーネントだけを持ちます。2つの箱が1つの剛体になり、その重心は親の原点です。',
  },
  draw(c) {
    const parts: string[] = [];

    // The hierarchy.
    const panel = { x: 20, y: 20, w: 330, h: 260 };
    parts.push(c.box(panel.x, panel.y, panel.w, panel.h, 'neutral'));
    parts.push(c.text(panel.x + 16, panel.y + 26, { en: 'Hierarchy', ja: '階層' }, { size: 15, bold: true, maxWidth: panel.w - 32 }));
    const parent = { x: panel.x + 16, y: panel.y + 42, w: panel.w - 32, h: 64 };
    parts.push(c.box(parent.x, parent.y, parent.w, parent.h, 'blue', { radius: 6 }));
    parts.push(c.text(parent.x + 14, parent.y + 22, 'Hammer', { size: 14, bold: true, ink: 'blue', maxWidth: parent.w - 28 }));
    parts.push(
      c.lines(parent.x + 14, parent.y + 42, [{ en: 'Collision: Compound', ja: 'Collision：Compound' }, { en: 'Rigid Body: Dynamic', ja: 'Rigid Body：Dynamic' }], {
        size: 12.5,
        lineHeight: 16,
        maxWidth: parent.w - 28,
      }),
    );
    const children = [
      { name: 'Handle', y: parent.y + parent.h + 16 },
      { name: 'Head', y: parent.y + parent.h + 76 },
    ];
    const childBox = { x: parent.x + 40, w: parent.w - 40, h: 48 };
    const trunkX = parent.x + 16;
    for (const child of children) {
      parts.push(c.arrow([[trunkX, parent.y + parent.h], [trunkX, child.y + childBox.h / 2], [childBox.x, child.y + childBox.h / 2]], 'neutral', { head: false, width: 1.5 }));
      parts.push(c.box(childBox.x, child.y, childBox.w, childBox.h, 'plain', { radius: 6, strokeWidth: 1.2 }));
      parts.push(c.text(childBox.x + 14, child.y + 20, child.name, { size: 14, bold: true, maxWidth: childBox.w - 28 }));
      parts.push(c.text(childBox.x + 14, child.y + 38, { en: 'Collision: Box', ja: 'Collision：Box' }, { size: 12.5, maxWidth: childBox.w - 28 }));
    }
    parts.push(
      c.text(panel.x + 16, panel.y + panel.h - 12, { en: 'No Rigid Body on the children', ja: '子にRigid Bodyは付けない' }, { size: 12.5, bold: true, ink: 'accent', maxWidth: panel.w - 32 }),
    );

    // The body those shapes make.
    const right = { x: 390, w: 310 };
    parts.push(c.text(right.x, 46, { en: 'One body', ja: '1つの剛体' }, { size: 15, bold: true, maxWidth: right.w }));
    const handle = { x: 512, y: 112, w: 20, h: 146 };
    const head = { x: 447, y: 80, w: 150, h: 28 };
    const shape = (r: { x: number; y: number; w: number; h: number }) =>
      `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${c.colors.fill.blue}" stroke="${c.colors.stroke.blue}" stroke-width="1.5"/>`;
    parts.push(shape(handle), shape(head));
    parts.push(c.text(head.x + head.w + 10, head.y + head.h / 2 + 4.5, 'Head', { size: 12.5, maxWidth: 80 }));
    parts.push(c.text(handle.x + handle.w + 10, handle.y + handle.h - 8, 'Handle', { size: 12.5, maxWidth: 80 }));
    const origin: [number, number] = [handle.x + handle.w / 2, 196];
    parts.push(`<circle cx="${origin[0]}" cy="${origin[1]}" r="5" fill="${c.colors.stroke.accent}"/>`);
    parts.push(c.arrow([[origin[0] + 7, origin[1]], [origin[0] + 44, origin[1]]], 'accent', { head: false, dashed: true, width: 1.2 }));
    parts.push(
      c.lines(
        origin[0] + 50,
        origin[1] - 3,
        [
          { en: "parent's origin", ja: '親の原点' },
          { en: '= centre of mass', ja: '＝重心' },
        ],
        { size: 12.5, ink: 'accent', lineHeight: 18, maxWidth: right.x + right.w - origin[0] - 50 },
      ),
    );
    return parts.join('\n');
  },
});
