import { describe, expect, it } from "vitest";
import { refusedFile } from "./content-files";

// A picture the editor saves is shown, never run: an SVG opened on its own runs its scripts, its
// event handlers and its javascript: links. Read as the browser reads it (XML), not by its spelling.

const PATH = "content/images/services/agile/image.svg";
const svg = (body: string, attributes = "") =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes} width="640" height="360">${body}</svg>`,
  );

describe("an SVG picture", () => {
  it("is kept when it only draws, even where its words name scripts", async () => {
    expect(await refusedFile(PATH, svg('<rect width="640" height="360" fill="#0d9488"/>'))).toBeUndefined();
    expect(
      await refusedFile(PATH, svg("<desc>A chart of how many teams use javascript: and what for</desc>")),
    ).toBeUndefined();
  });

  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["a script under a namespace prefix", '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'],
    ["a foreign object", "<foreignObject><div>hi</div></foreignObject>"],
    ["an event handler", '<rect width="1" height="1" onclick="alert(1)"/>'],
    [
      "a javascript: link spelt with an entity",
      '<a xlink:href="jav&#x61;script:alert(1)"><rect width="1" height="1"/></a>',
    ],
    ["a javascript: link after blanks", '<a href="  JavaScript:alert(1)"><rect width="1" height="1"/></a>'],
  ])("is refused when it holds %s", async (_what, body) => {
    expect(await refusedFile(PATH, svg(body))).toMatch(/holds a script/);
  });

  it("is refused when its document type declares an entity (a javascript: link spelt by reference)", async () => {
    const declared = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY go "javascript:alert(1)">]>`;
    const body = new TextDecoder().decode(svg('<a href="&go;"><rect width="1" height="1"/></a>'));
    expect(await refusedFile(PATH, new TextEncoder().encode(declared + body))).toMatch(/holds a script/);
  });

  it("is kept with a bitmap inside it", async () => {
    const pixel = "data:image/png;base64,iVBORw0KGgo=";
    expect(await refusedFile(PATH, svg(`<image href="${pixel}" width="640" height="360"/>`))).toBeUndefined();
  });
});
