import { describe, expect, it } from 'vitest';
import { parseScripts } from '../../scripts/lib/attribute-parser';
import { exportingScripts } from '../../scripts/lib/esm-scripts';

const script = (attributes: string) => `import { Script, Asset, Entity, StandardMaterial, Vec3 } from 'playcanvas';

export class Spinner extends Script {
    static scriptName = 'spinner';
${attributes}
}
`;

describe('the Editor attribute parser check', () => {
  it('accepts attributes the Editor can show', async () => {
    const source = script(`
    /** @attribute @range [0, 10] */
    speed = 1;
    /** @attribute */
    axis = new Vec3(0, 1, 0);
    /** @attribute @type {Entity} */
    target;
    /**
     * @attribute
     * @type {Asset}
     * @resource texture
     */
    image;`);
    expect(await parseScripts(new Map([['/good.mjs', source]]))).toEqual([]);
    // The first parse loads the Editor's parser and TypeScript's libraries: seconds on a busy machine.
  }, 30_000);

  it('rejects an attribute whose type the Editor cannot show, naming the line of its tag', async () => {
    const source = script(`
    /** @attribute @type {StandardMaterial} */
    material;`);
    const problems = await parseScripts(new Map([['/bad.mjs', source]]));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: '/bad.mjs', line: 6, type: 'Invalid Type' });
    expect(problems[0]?.message).toContain('attribute "material"');
  }, 30_000);

  it('exports script classes so the parser sees unexported ones, keeping every line in place', () => {
    const source = 'class A extends Script {}\nexport class B extends Script {}\nclass C {}\n';
    expect(exportingScripts(source)).toBe('export class A extends Script {}\nexport class B extends Script {}\nclass C {}\n');
  });
});
