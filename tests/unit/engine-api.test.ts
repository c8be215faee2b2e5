import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApiIndex, checkApiLink, findMember, firstSentence, loadEngineApiIndex, resolveApiName, resolveConventionalName } from '../../lib/engine-api';
import { CONVENTIONAL_RECEIVERS } from '../../plugins/api-links/remark';

const fixture = readFileSync(new URL('./__fixtures__/engine-api/mini.d.ts', import.meta.url), 'utf8');
const index = buildApiIndex(fixture, '0.0.0-test');
const base = 'https://api.playcanvas.com/engine/';

describe('buildApiIndex', () => {
  it('indexes classes, interfaces, functions and variables with their kind, base and export', () => {
    const summary = [...index.declarations.values()].map(({ name, kind, exported, extends: base }) => ({ name, kind, exported, base }));
    expect(summary).toEqual([
      { name: 'EventHandler', kind: 'class', exported: true, base: undefined },
      { name: 'GraphNode', kind: 'class', exported: true, base: 'EventHandler' },
      { name: 'Entity', kind: 'class', exported: true, base: 'GraphNode' },
      { name: 'CanvasFont', kind: 'class', exported: false, base: 'EventHandler' },
      { name: 'Undocumented', kind: 'class', exported: false, base: undefined },
      { name: 'ThingOptions', kind: 'interface', exported: false, base: undefined },
      { name: 'createScript', kind: 'function', exported: true, base: undefined },
      { name: 'version', kind: 'variable', exported: true, base: undefined },
    ]);
  });

  it.each([
    ['EventHandler', 'fire', { kind: 'method', hidden: false, documented: true, static: false }],
    ['EventHandler', '_callbacks', { kind: 'property', hidden: true, documented: false, static: false }],
    ['EventHandler', 'initEventHandler', { kind: 'method', hidden: true, documented: true, static: false }],
    ['GraphNode', '_dirtify', { kind: 'method', hidden: true, documented: true, static: false }],
    ['Entity', 'ROOT_NAME', { kind: 'property', hidden: false, documented: true, static: true }],
  ])('reads %s#%s as %o', (type, member, expected) => {
    expect(index.declarations.get(type)?.members.get(member)?.[0]).toMatchObject(expected);
  });

  it('marks @ignore declarations hidden and keeps the doc comment first sentence with {@link} as text', () => {
    expect(index.declarations.get('CanvasFont')).toMatchObject({ hidden: true, documented: true });
    expect(index.declarations.get('GraphNode')?.summary).toBe('A node of the scene graph.');
    expect(index.declarations.get('EventHandler')?.summary).toBe('Abstract base class that implements functionality for event handling.');
  });

  it('writes signatures without doc comment or body, accessors as properties', () => {
    expect(index.declarations.get('Entity')?.signature).toBe('class Entity extends GraphNode');
    expect(index.declarations.get('GraphNode')?.members.get('enabled')?.map((m) => m.signature)).toEqual(['enabled: boolean', 'enabled: boolean']);
    expect(index.declarations.get('GraphNode')?.members.get('findByName')?.[0]?.signature).toBe('findByName(name: string): GraphNode | null');
  });
});

describe('findMember', () => {
  it('finds inherited members and takes the doc comment of the base for an undocumented override', () => {
    expect(findMember(index, 'Entity', 'fire')).toMatchObject({ owner: { name: 'EventHandler' }, shown: true });
    expect(findMember(index, 'Entity', 'findByName')).toMatchObject({ owner: { name: 'Entity' }, shown: true });
    expect(findMember(index, 'GraphNode', 'destroy')).toMatchObject({ shown: false });
    expect(findMember(index, 'Entity', 'nothing')).toBeUndefined();
  });
});

describe('firstSentence', () => {
  it.each([
    ['One. Two.', 'One.'],
    ['Uses v1.2 of it. Then.', 'Uses v1.2 of it.'],
    ['No full stop\nacross lines\n\nNext paragraph.', 'No full stop across lines'],
    ['', ''],
  ])('%j → %j', (text, expected) => expect(firstSentence(text)).toBe(expected));
});

describe('checkApiLink', () => {
  it.each([
    `${base}`,
    `${base}classes/Entity.html`,
    `${base}classes/Entity.html#addcomponent`,
    `${base}classes/Entity.html#fire`,
    `${base}classes/GraphNode.html#enabled`,
    `${base}classes/Entity.html#root_name`,
    `${base}functions/createScript.html`,
    `${base}variables/version.html`,
    `${base}interfaces/ThingOptions.html`,
  ])('accepts %s', (url) => expect(checkApiLink(index, url).ok).toBe(true));

  it.each([
    [`${base}classes/CanvasFont.html`, 'CanvasFont is @ignore'],
    [`${base}classes/Entiti.html`, 'declares no Entiti'],
    [`${base}classes/entity.html`, 'did you mean Entity?'],
    [`${base}classes/Undocumented.html`, 'no doc comment'],
    [`${base}functions/Entity.html`, 'Entity is a class: its page is https://api.playcanvas.com/engine/classes/Entity.html'],
    [`${base}classes/Entity.html#nothing`, 'no member #nothing'],
    [`${base}classes/Entity.html#_dirtify`, 'GraphNode#_dirtify is private or @ignore'],
    [`${base}classes/GraphNode.html#destroy`, 'GraphNode#destroy has no doc comment'],
    [`${base}classes/Entity.html#addComponent`, 'anchors are lower case: #addcomponent'],
    [`${base}#lerp`, 'home page'],
    [`${base}modules/pc.html`, 'no folder modules/'],
  ])('rejects %s (%s)', (url, reason) => {
    const result = checkApiLink(index, url);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

describe('resolveApiName', () => {
  it.each([
    ['Entity', `${base}classes/Entity.html`],
    ['Entity#addComponent', `${base}classes/Entity.html#addcomponent`],
    ['Entity.addComponent', `${base}classes/Entity.html#addcomponent`],
    ['Entity#addComponent()', `${base}classes/Entity.html#addcomponent`],
    ['Entity#fire', `${base}classes/Entity.html#fire`],
    ['Entity.ROOT_NAME', `${base}classes/Entity.html#root_name`],
    ['GraphNode#enabled', `${base}classes/GraphNode.html#enabled`],
    ['ThingOptions', `${base}interfaces/ThingOptions.html`],
  ])('resolves %s to %s', (code, url) => expect(resolveApiName(index, code)?.url).toBe(url));

  it('takes the base class doc for an undocumented override', () => {
    expect(resolveApiName(index, 'Entity#findByName')?.doc.summary).toBe('Get the first node found in the graph with the name.');
  });

  it.each([
    'CanvasFont', 'Undocumented', 'Entity#_dirtify', 'GraphNode#destroy', 'Entity#nothing', 'Entity()', 'Entity.ROOT_NAME()',
    'entity', 'entity.addComponent', 'createScript', 'version', 'new Entity()', 'Entity#addComponent(\'camera\')', 'Entity.addComponent.call', 'Unknown',
  ])('leaves %j alone', (code) => expect(resolveApiName(index, code)).toBeUndefined());
});

describe('the installed playcanvas package', () => {
  const real = loadEngineApiIndex();

  it('is the version the pages are written against, with the classes they name', () => {
    expect(real.version).toBe('2.23.3');
    expect(resolveApiName(real, 'RigidBodyComponent.applyImpulse')?.url).toBe(`${base}classes/RigidBodyComponent.html#applyimpulse`);
    expect(resolveApiName(real, 'Entity#findByName')?.url).toBe(`${base}classes/Entity.html#findbyname`);
    expect(resolveApiName(real, 'Vec3.ZERO')?.doc.summary).toBe('A constant vector set to [0, 0, 0].');
  });

  it('has no page for @ignore classes such as CanvasFont', () => {
    expect(checkApiLink(real, `${base}classes/CanvasFont.html`)).toMatchObject({ ok: false });
    expect(resolveApiName(real, 'CanvasFont')).toBeUndefined();
  });
});

describe('resolveConventionalName (the installed package)', () => {
  const real = loadEngineApiIndex();
  const resolve = (code: string) => resolveConventionalName(real, code, CONVENTIONAL_RECEIVERS);

  it.each([
    ['app.root.findByName()', 'Entity#findByName', `${base}classes/Entity.html#findbyname`],
    ['this.app.scene.ambientLight', 'Scene#ambientLight', `${base}classes/Scene.html#ambientlight`],
    ['this.entity.rigidbody.applyImpulse()', 'RigidBodyComponent#applyImpulse', `${base}classes/RigidBodyComponent.html#applyimpulse`],
    ['entity.addComponent()', 'Entity#addComponent', `${base}classes/Entity.html#addcomponent`],
    ['app.graphicsDevice', 'AppBase#graphicsDevice', `${base}classes/AppBase.html#graphicsdevice`],
    ['pc.Vec3.ZERO', 'Vec3.ZERO', `${base}classes/Vec3.html#zero`],
  ])('resolves %s as %s', (code, name, url) => {
    expect(resolve(code)).toMatchObject({ name, url });
  });

  it.each([
    'app.root.findByName("Player")', 'app.root.findByName().enabled', 'material.update()', 'this.entity.nothing',
    'app.nothing.root', 'app', 'this.constructor.name', 'toString.call', 'app.root.findByName.call', 'app.on(\'update\')',
  ])('leaves %j alone', (code) => expect(resolve(code)).toBeUndefined());
});
