import * as pc from 'playcanvas';
import type { StatedValue } from './property-tables';
import { createHeadlessApp } from './headless-app';

/** A component's live value made comparable: vectors and colours become arrays of numbers. */
export type LiveValue = number | string | boolean | null | undefined | LiveValue[] | { unsupported: string } | { emptyObject: true };

let app: Promise<pc.Application> | null = null;

/** One headless application for every lookup: each default is read from a new entity in it. */
function headlessApp(): Promise<pc.Application> {
  app ??= createHeadlessApp();
  return app;
}

function comparable(value: unknown): LiveValue {
  if (value === null || value === undefined || ['number', 'string', 'boolean'].includes(typeof value)) return value as LiveValue;
  if (Array.isArray(value)) return value.map(comparable);
  if (value instanceof pc.Color) return [value.r, value.g, value.b, value.a];
  if (value instanceof pc.Vec2) return [value.x, value.y];
  if (value instanceof pc.Vec3) return [value.x, value.y, value.z];
  if (value instanceof pc.Vec4 || value instanceof pc.Quat) return [value.x, value.y, value.z, value.w];
  if (Object.getPrototypeOf(value) === Object.prototype && Object.keys(value as object).length === 0) return { emptyObject: true };
  return { unsupported: (value as object).constructor?.name ?? typeof value };
}

/** What a table describes when not a plain new component: creation data, or an object the component makes. */
export interface TableSubject {
  /** Data for `addComponent`, such as an element's `type`. */
  data?: Record<string, unknown>;
  /** The object whose properties the table lists, made from the new component (a sound slot). */
  subjectOf?: (component: pc.Component) => object;
}

/**
 * The value of `property` on a component of `type` just added to a new entity in the scene with
 * `data` (only what makes the table's subject, such as an element's `type`): the default a reader
 * gets from `entity.addComponent(type, data)`. `exists` is false when the component has no such property.
 */
export async function liveDefault(
  type: string,
  property: string,
  { data = {}, subjectOf }: TableSubject = {},
): Promise<{ exists: boolean; value: LiveValue }> {
  const application = await headlessApp();
  const entity = new pc.Entity();
  application.root.addChild(entity);
  try {
    const component = entity.addComponent(type, data);
    if (!component) throw new Error(`no component system "${type}"`);
    const subject = (subjectOf ? subjectOf(component) : component) as unknown as Record<string, unknown>;
    return { exists: property in subject, value: comparable(subject[property]) };
  } finally {
    entity.destroy();
  }
}

const CLOSE_ENOUGH = 1e-4;

/** The stated value with engine constants replaced by their values, or an error naming the unknown constant. */
export function resolveConstants(stated: StatedValue): StatedValue {
  if (Array.isArray(stated)) return stated.map(resolveConstants);
  if (stated !== null && typeof stated === 'object' && 'constant' in stated) {
    const value = (pc as unknown as Record<string, unknown>)[stated.constant];
    if (!['number', 'string', 'boolean'].includes(typeof value)) throw new Error(`${stated.constant} is not a constant of playcanvas`);
    return value as StatedValue;
  }
  return stated;
}

/**
 * True when a live value equals a stated one: numbers within 1e-4 (the precision tables are
 * written to), and an opaque colour written as RGB (`1, 1, 1`) equal to a live `[1, 1, 1, 1]`, as
 * the Editor shows colours whose alpha it does not edit.
 */
export function sameValue(live: LiveValue, stated: StatedValue): boolean {
  if (Array.isArray(live) && Array.isArray(stated) && live.length === 4 && stated.length === 3 && live[3] === 1) {
    return sameValue(live.slice(0, 3), stated);
  }
  if (stated !== null && typeof stated === 'object' && 'emptyObject' in stated) {
    return live !== null && typeof live === 'object' && 'emptyObject' in live;
  }
  if (Array.isArray(live) || Array.isArray(stated)) {
    return Array.isArray(live) && Array.isArray(stated) && live.length === stated.length
      && live.every((item, index) => sameValue(item, stated[index] as StatedValue));
  }
  if (typeof live === 'number' && typeof stated === 'number') {
    return live === stated || Math.abs(live - stated) <= CLOSE_ENOUGH;
  }
  return live === stated;
}

/** A live value as a reader would write it in a table. */
export function describe(value: LiveValue): string {
  if (Array.isArray(value)) return `[${value.map(describe).join(', ')}]`;
  if (value !== null && typeof value === 'object') return 'emptyObject' in value ? '{}' : `a ${value.unsupported}`;
  if (typeof value === 'number') return String(Math.round(value * 1e6) / 1e6);
  return JSON.stringify(value) ?? 'undefined';
}
