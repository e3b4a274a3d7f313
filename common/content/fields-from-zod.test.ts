import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { choiceOf, collections, type CollectionName } from "./schemas";
import { defOf, unwrap } from "./fields-from-zod";
import { keystaticConfig } from "./editor-config";

// The editor's fields and the collections' schemas, both ways: every field a content file has
// (required or not) is in the editor with the same obligation, and the editor has no field the
// schema does not know.

/**
 * "hero.title" → required?, arrays as "[]"; a choice as the file holds it: its kind at
 * ".discriminant", each kind's fields at ".value[kind]".
 */
function zodPaths(schema: z.ZodType, prefix = "", required = true, out = new Map<string, boolean>()) {
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const isRequired = required && !optional;
  const choice = choiceOf(inner);
  if (choice) {
    out.set(join(prefix, "discriminant"), true);
    choice.kinds.forEach((kind, index) => {
      const { [choice.key]: _discriminator, ...shape } = kind.shape;
      for (const [key, field] of Object.entries(shape))
        zodPaths(field, join(prefix, `value[${choice.values[index]}].${key}`), true, out);
    });
  } else if (def.type === "object") {
    for (const [key, value] of Object.entries(def.shape ?? {})) zodPaths(value, join(prefix, key), true, out);
  } else if (def.type === "array") {
    if (prefix) out.set(prefix, isRequired);
    zodPaths(def.element!, `${prefix}[]`, true, out);
  } else out.set(prefix, isRequired);
  return out;
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

type AnyField = ComponentSchema & {
  fields?: Record<string, AnyField>;
  element?: AnyField;
  discriminant?: AnyField;
  values?: Record<string, AnyField>;
  options?: unknown[];
  defaultValue?: () => unknown;
  validate?: (value: unknown) => unknown;
};

/** A leaf field is required when its empty value is refused (a select always has a value). */
function refusesEmpty(field: AnyField): boolean {
  if (field.options) return true;
  try {
    field.validate?.(field.defaultValue?.());
    return false;
  } catch {
    return true;
  }
}

/** The same paths of the editor's fields. */
function keystaticPaths(schema: Record<string, AnyField>, prefix = "", out = new Map<string, boolean>()) {
  for (const [key, field] of Object.entries(schema)) fieldPaths(field, join(prefix, key), out);
  return out;
}

function fieldPaths(field: AnyField, path: string, out: Map<string, boolean>) {
  if (field.kind === "object") keystaticPaths(field.fields, path, out);
  else if (field.kind === "conditional") {
    fieldPaths(field.discriminant, `${path}.discriminant`, out);
    for (const [value, kind] of Object.entries(field.values))
      keystaticPaths(kind.fields!, `${path}.value[${value}]`, out);
  } else if (field.kind === "array") {
    out.set(path, true);
    if (field.element.kind === "array") throw new Error(`nested lists at ${path}`);
    fieldPaths(field.element, `${path}[]`, out);
  } else out.set(path, refusesEmpty(field));
}

function editorSchema(name: CollectionName): Record<string, AnyField> {
  const entry =
    (keystaticConfig.singletons as unknown as Record<string, { schema: Record<string, AnyField> }>)[name] ??
    (keystaticConfig.collections as unknown as Record<string, { schema: Record<string, AnyField> }>)[name];
  if (!entry) throw new Error(`${name} is not in the editor`);
  // A legal page's text is the file's body, not a field of its front matter.
  const { body: _body, ...schema } = entry.schema;
  return name === "legal" ? schema : entry.schema;
}

describe("the editor's fields are the collections' schemas", () => {
  const names = Object.keys(collections) as CollectionName[];

  it("has every collection, and nothing else", () => {
    const editor = [
      ...Object.keys(keystaticConfig.singletons ?? {}),
      ...Object.keys(keystaticConfig.collections ?? {}),
    ];
    expect(editor.sort()).toEqual([...names].sort());
  });

  for (const name of names) {
    it(`${name}: every field of the file is in the editor, required alike, and the other way round`, () => {
      const fromZod = zodPaths(collections[name].schema);
      const fromEditor = keystaticPaths(editorSchema(name));
      // Arrays may be empty in the editor's eyes; the schema says how many (at publish).
      const isList = (path: string) => [...fromZod.keys()].some((other) => other.startsWith(`${path}[]`));
      const requiredLeaves = (paths: Map<string, boolean>) => [...paths].filter(([path]) => !isList(path)).sort();
      expect([...fromEditor.keys()].sort()).toEqual([...fromZod.keys()].sort());
      expect(requiredLeaves(fromEditor)).toEqual(requiredLeaves(fromZod));
    });
  }

  it("a field the schema requires is refused empty by the editor", () => {
    const home = editorSchema("home");
    const hero = home.hero!.fields!;
    expect(() => hero.title!.validate!("")).toThrow();
    expect(hero.title!.validate!("A headline")).toBe("A headline");
  });

  it("a service's picture is an upload into content/images/services, required, with its alt text", () => {
    const service = editorSchema("services");
    const picture = service.image as AnyField & { formKind?: string; directory?: string };
    expect(picture.formKind).toBe("asset");
    expect(picture.directory).toBe("content/images/services");
    expect(() => picture.validate!(null)).toThrow();
    expect(() => service.imageAlt!.validate!("")).toThrow();
  });
});
