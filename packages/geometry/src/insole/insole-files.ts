// The insole as a file for the lab (issue 19 point 4), in millimetres and in the insole's own frame: a binary STL
// of the shell (with its posts and pads) as one solid, or a 3MF holding the shell and the top cover as two
// objects, placed for printing by their build items (the shell on its underside as it stands, the cover beside
// it), the vertices untouched.
import { strToU8, zipSync } from "fflate";
import { toStl } from "../export";
import { boundingBox, type TriangleMesh } from "../mesh";
import type { InsoleResult } from "./insole-model";

export type InsoleFormat = "3mf" | "stl";

export const INSOLE_MEDIA_TYPES: Record<InsoleFormat, string> = {
  "3mf": "model/3mf",
  stl: "model/stl",
};

/** Space between the shell and the cover on the build plate, mm. */
const PLATE_GAP_MM = 10;

export function insoleFile(result: InsoleResult, format: InsoleFormat): Uint8Array {
  if (format === "stl") return toStl(result.shell, `SoleRx insole shell, ${result.side} foot, units mm`);
  return threeMf(result);
}

function threeMf(result: InsoleResult): Uint8Array {
  const shellBox = boundingBox(result.shell);
  const coverBox = boundingBox(result.cover);
  // The cover beside the shell on the plate, on its underside.
  const dx = shellBox.max[0] - coverBox.min[0] + PLATE_GAP_MM;
  const dz = -coverBox.min[2];
  const out = new AsciiWriter(modelBytesAtMost(result.shell) + modelBytesAtMost(result.cover) + 4096);
  out.text('<?xml version="1.0" encoding="UTF-8"?>\n');
  out.text('<model unit="millimeter" xml:lang="en-US" ');
  out.text('xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n');
  out.text(`<metadata name="Title">SoleRx insole, ${result.side} foot</metadata>\n`);
  out.text('<metadata name="Application">SoleRx</metadata>\n<resources>\n');
  objectXml(out, 1, `shell ${result.side}`, result.shell);
  objectXml(out, 2, `top cover ${result.side}`, result.cover);
  out.text("</resources>\n<build>\n");
  out.text(`<item objectid="1" transform="${transform(0, 0, -shellBox.min[2])}"/>\n`);
  out.text(`<item objectid="2" transform="${transform(dx, 0, dz)}"/>\n`);
  out.text("</build>\n</model>\n");
  return zipSync(
    {
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(RELS),
      "3D/3dmodel.model": out.bytes(),
    },
    // Stored, not deflated: fflate's deflate of the ~6 MB of XML costs more than the whole insole's design
    // (decisions.md, "Insole generator"); a lab's download is a few megabytes either way.
    { level: 0 },
  );
}

/** A 3MF affine transform (3 x 4, row vectors): here a translation. */
const transform = (x: number, y: number, z: number) => `1 0 0 0 1 0 0 0 1 ${num(x)} ${num(y)} ${num(z)}`;

/** Micrometres are finer than any printer. */
const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** An upper bound of an object's XML: 3 coordinates of at most 12 characters a vertex, 3 indices of 10 a triangle. */
const modelBytesAtMost = (mesh: TriangleMesh) =>
  (mesh.positions.length / 3) * 80 + (mesh.indices.length / 3) * 70 + 200;

function objectXml(out: AsciiWriter, id: number, name: string, mesh: TriangleMesh): void {
  const p = mesh.positions;
  const t = mesh.indices;
  out.text(`<object id="${id}" name="${name}" type="model"><mesh><vertices>\n`);
  for (let i = 0; i < p.length; i += 3) {
    out.text('<vertex x="');
    out.micro(p[i] as number);
    out.text('" y="');
    out.micro(p[i + 1] as number);
    out.text('" z="');
    out.micro(p[i + 2] as number);
    out.text('"/>\n');
  }
  out.text("</vertices><triangles>\n");
  for (let i = 0; i < t.length; i += 3) {
    out.text('<triangle v1="');
    out.int(t[i] as number);
    out.text('" v2="');
    out.int(t[i + 1] as number);
    out.text('" v3="');
    out.int(t[i + 2] as number);
    out.text('"/>\n');
  }
  out.text("</triangles></mesh></object>\n");
}

/**
 * ASCII straight into bytes: the 3MF's hundred thousand vertices and triangles as strings would cost more in
 * garbage collection than in writing.
 */
const DIGITS = new Uint8Array(20);

class AsciiWriter {
  private buffer: Uint8Array;
  private at = 0;
  constructor(capacity: number) {
    this.buffer = new Uint8Array(capacity);
  }
  text(s: string): void {
    for (let i = 0; i < s.length; i++) this.buffer[this.at++] = s.charCodeAt(i);
  }
  int(value: number): void {
    let v = Math.trunc(value);
    if (v < 0) {
      this.buffer[this.at++] = 45; // -
      v = -v;
    }
    if (v === 0) {
      this.buffer[this.at++] = 48;
      return;
    }
    let digits = 0;
    while (v > 0) {
      DIGITS[digits++] = 48 + (v % 10);
      v = Math.floor(v / 10);
    }
    while (digits > 0) this.buffer[this.at++] = DIGITS[--digits] as number;
  }
  /** A number to the micrometre, without trailing zeros (as `num`). */
  micro(value: number): void {
    let thousandths = Math.round(value * 1000);
    if (thousandths < 0) {
      this.buffer[this.at++] = 45;
      thousandths = -thousandths;
    }
    this.int(Math.floor(thousandths / 1000));
    let frac = thousandths % 1000;
    if (frac === 0) return;
    this.buffer[this.at++] = 46; // .
    let digits = 3;
    while (frac % 10 === 0) {
      frac /= 10;
      digits--;
    }
    const s = String(frac).padStart(digits, "0");
    this.text(s);
  }
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.at);
  }
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>`;
