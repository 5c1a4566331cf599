import { getMetadataStorage } from 'class-validator';
import type { MetadataStorage as TypeStorage } from 'class-transformer/types/MetadataStorage';
import type { MessageKey, MessageParams } from 'src/common/i18n/messages';

// class-transformer keeps `@Type` in this store; its module has no declaration file of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: TypeStorage;
};

/**
 * The shape check the validation pipe runs before class-transformer and class-validator. Their work
 * grows with the input: every array entry is copied and validated, every unknown key becomes one
 * error, and each error one line of the answer — 20,000 empty registration persons took seconds and
 * answered 28 MB, while the event loop served nothing else. This walk looks at each array's length
 * and each object's key count once, against the DTO's own limits (`@ArrayMaxSize`, its declared
 * fields) or, where the DTO names none, the general caps below, and refuses a body that is over them
 * in one short 400 before any nested validation.
 */

/** Entries of any array the DTO gives no `@ArrayMaxSize` (or that belongs to no DTO field). */
export const MAX_ARRAY_ENTRIES = 1000;
/** Keys of any object that is not a DTO (a free-form value, a field holding an object by mistake). */
export const MAX_OBJECT_KEYS = 1000;
/** Field problems one answer names; the rest are counted ("… and 49,980 more"). */
export const MAX_REPORTED_PROBLEMS = 20;

export interface ShapeProblem {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

/** Thrown by `checkShape`; the pipe turns it into the usual field-by-field 400. */
export class ShapeRefusal {
  constructor(
    readonly problems: ShapeProblem[],
    /** Problems found beyond the ones listed. */
    readonly more: number,
  ) {}
}

type Ctor = abstract new (...args: never[]) => unknown;

interface DtoShape {
  /** Fields class-validator's whitelist accepts (any field with a rule). */
  fields: Set<string>;
  /** `@ArrayMaxSize` per field. */
  arrayMax: Map<string, number>;
  /** The DTO a `@ValidateNested` + `@Type` field holds (each entry, for a list). */
  nested: Map<string, Ctor>;
}

const shapes = new Map<Ctor, DtoShape | null>();

/** The DTO's fields and limits from its decorators; `null` for a class with no rules (String, Object). */
function shapeOf(dto: Ctor): DtoShape | null {
  const known = shapes.get(dto);
  if (known !== undefined) return known;
  const rules = getMetadataStorage().getTargetValidationMetadatas(
    dto as unknown as new () => unknown,
    '',
    false,
    false,
  );
  let shape: DtoShape | null = null;
  if (rules.length > 0) {
    shape = { fields: new Set(), arrayMax: new Map(), nested: new Map() };
    for (const rule of rules) {
      shape.fields.add(rule.propertyName);
      if (rule.name === 'arrayMaxSize' && typeof rule.constraints?.[0] === 'number') {
        const before = shape.arrayMax.get(rule.propertyName) ?? Infinity;
        shape.arrayMax.set(rule.propertyName, Math.min(before, rule.constraints[0] as number));
      }
      if (rule.type === 'nestedValidation') {
        const type = defaultMetadataStorage.findTypeMetadata(
          dto as unknown as new () => unknown,
          rule.propertyName,
        );
        const held = type?.typeFunction() as Ctor | undefined;
        if (typeof held === 'function') shape.nested.set(rule.propertyName, held);
      }
    }
  }
  shapes.set(dto, shape);
  return shape;
}

class Findings {
  readonly problems: ShapeProblem[] = [];
  more = 0;
  /** Over-long arrays and objects with too many keys: refused whatever their count. */
  oversized = false;
  add(problem: ShapeProblem): void {
    if (this.problems.length < MAX_REPORTED_PROBLEMS) this.problems.push(problem);
    else this.more++;
  }
  get count(): number {
    return this.problems.length + this.more;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function walk(value: unknown, dto: Ctor | null, path: string, max: number, found: Findings): void {
  if (Array.isArray(value)) {
    if (value.length > max) {
      found.oversized = true;
      found.add({ field: path, key: 'validation.tooManyItems', params: { max } });
      return;
    }
    for (let i = 0; i < value.length; i++)
      walk(value[i], dto, join(path, i), MAX_ARRAY_ENTRIES, found);
    return;
  }
  if (!isObject(value)) return;
  const shape = dto ? shapeOf(dto) : null;
  const keys = Object.keys(value);
  if (!shape) {
    if (keys.length > MAX_OBJECT_KEYS) {
      found.oversized = true;
      found.add({
        field: path || 'body',
        key: 'validation.tooManyFields',
        params: { max: MAX_OBJECT_KEYS },
      });
      return;
    }
    for (const key of keys) walk(value[key], null, join(path, key), MAX_ARRAY_ENTRIES, found);
    return;
  }
  for (const key of keys) {
    const field = join(path, key);
    if (!shape.fields.has(key)) {
      found.add({ field, key: 'validation.unknownField' });
      continue;
    }
    walk(
      value[key],
      shape.nested.get(key) ?? null,
      field,
      shape.arrayMax.get(key) ?? MAX_ARRAY_ENTRIES,
      found,
    );
  }
}

/**
 * Throws a `ShapeRefusal` for input whose validation would cost in proportion to its size: an array
 * longer than its limit, an object of more keys than allowed, or more unknown fields than one answer
 * names. Anything smaller goes on to class-validator unchanged (its answers stay word for word).
 * `dto` is the parameter's declared type; `name` names the top level (`body` for a body).
 */
export function checkShape(value: unknown, dto: Ctor | undefined, name: string): void {
  const found = new Findings();
  walk(value, dto ?? null, '', MAX_ARRAY_ENTRIES, found);
  if (found.oversized || found.count > MAX_REPORTED_PROBLEMS) {
    const problems = found.problems.map((p) => ({ ...p, field: p.field || name }));
    throw new ShapeRefusal(problems, found.more);
  }
}
