import { describe, expect, it } from 'vitest';
import { defaultClaims, statedValue } from '../../scripts/lib/property-tables';
import { liveDefault, resolveConstants, sameValue } from '../../scripts/lib/component-defaults';

const page = `## Properties {#properties}

| Inspector field | Property | Type | Default | Meaning |
| --- | --- | --- | --- | --- |
| Field of View | \`fov\` | number | \`60\` | Vertical angle. |
| Clear Color | \`clearColor\` | Color | \`0.75, 0.75, 0.75, 1\` | Background. |
| Priority | \`priority\` | number | \`0\` | Order. |
| Layers | \`layers\` | number[] | \`[LAYERID_WORLD, LAYERID_DEPTH, LAYERID_SKYBOX, LAYERID_UI, LAYERID_IMMEDIATE]\` | Layers. |
| Rect | \`rect\` | Vec4 | depends on the viewport | Prose, not a value. |

| Event | Meaning |
| --- | --- |
| \`fov\` | Not a property table: no Default column. |
`;

describe('property tables', () => {
  it('take a lead-in line naming a class as the table’s subject', () => {
    const slotTable = 'Slots:\n\n`SoundSlot`:\n\n| Property | Default |\n| --- | --- |\n| `loop` | `false` |\n';
    expect(defaultClaims(slotTable)).toEqual([{ property: 'loop', cell: '`false`', line: 7, section: '', subject: 'SoundSlot' }]);
  });

  it('read each row with a property in code font and a Default column, with its heading', () => {
    expect(defaultClaims(page).map(({ property, line, section }) => [property, line, section])).toEqual([
      ['fov', 5, 'properties'], ['clearColor', 6, 'properties'], ['priority', 7, 'properties'], ['layers', 8, 'properties'], ['rect', 9, 'properties'],
    ]);
  });

  it.each([
    ['`1`', 1], ['`-0.5`', -0.5], ['`true`', true], ['`null`', null], ["`'box'`", 'box'],
    ['`[0, 0, 0]`', [0, 0, 0]], ['`0.75, 0.75, 0.75, 1`', [0.75, 0.75, 0.75, 1]], ['`Vec3(0, 1, 0)`', [0, 1, 0]],
    ['`[]`', []], ['`LAYERID_WORLD`', { constant: 'LAYERID_WORLD' }],
    ['depends on the viewport', undefined], ['`-1` (no limit)', undefined], ['`a`, `b`', undefined],
  ])('state %s as %j', (cell, expected) => {
    expect(statedValue(cell)).toEqual(expected);
  });
});

describe('the defaults check against a live component', () => {
  const verdict = async (type: string, property: string, cell: string) => {
    const live = await liveDefault(type, property);
    return sameValue(live.value, resolveConstants(statedValue(cell)!));
  };

  it('fails on a wrong default (a camera’s fov is 45, not 60)', async () => {
    expect(await verdict('camera', 'fov', '`60`')).toBe(false);
    expect(await verdict('camera', 'fov', '`45`')).toBe(true);
  });

  it('compares colours, constants and arrays of constants', async () => {
    expect(await verdict('light', 'color', '`1, 1, 1`')).toBe(true);
    expect(await verdict('light', 'color', '`1, 0, 0`')).toBe(false);
    expect(await verdict('camera', 'projection', '`PROJECTION_PERSPECTIVE`')).toBe(true);
    expect(await verdict('light', 'type', "`'directional'`")).toBe(true);
    expect(await verdict('camera', 'layers', '`[LAYERID_WORLD, LAYERID_DEPTH, LAYERID_SKYBOX, LAYERID_UI, LAYERID_IMMEDIATE]`')).toBe(true);
  });

  it('reads physics components through Ammo (restitution 0, friction 0.5)', async () => {
    expect(await verdict('rigidbody', 'restitution', '`0`')).toBe(true);
    expect(await verdict('rigidbody', 'friction', '`0.5`')).toBe(true);
  });

  it('builds the subject a table describes (a text element’s font size)', async () => {
    expect((await liveDefault('element', 'fontSize', { data: { type: 'text' } })).value).toBe(32);
    expect((await liveDefault('element', 'fontSize')).value).toBeNull();
  });

  it('reads an object the component makes (a sound slot’s volume and loop)', async () => {
    const slot = { subjectOf: (component: object) => (component as { addSlot(name: string): object }).addSlot('slot') };
    expect((await liveDefault('sound', 'loop', slot)).value).toBe(false);
    expect((await liveDefault('sound', 'overlap', slot)).exists).toBe(true);
    expect((await liveDefault('sound', 'overlap')).exists).toBe(false);
  });

  it('names a constant the engine does not have', () => {
    expect(() => resolveConstants({ constant: 'LAYERID_NOWHERE' })).toThrow('LAYERID_NOWHERE is not a constant of playcanvas');
  });
});
