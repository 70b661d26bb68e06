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
  const model = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">',
    `<metadata name="Title">SoleRx insole, ${result.side} foot</metadata>`,
    '<metadata name="Application">SoleRx</metadata>',
    "<resources>",
    objectXml(1, `shell ${result.side}`, result.shell),
    objectXml(2, `top cover ${result.side}`, result.cover),
    "</resources>",
    "<build>",
    `<item objectid="1" transform="${transform(0, 0, -shellBox.min[2])}"/>`,
    `<item objectid="2" transform="${transform(dx, 0, dz)}"/>`,
    "</build>",
    "</model>",
  ].join("\n");
  return zipSync(
    {
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(RELS),
      "3D/3dmodel.model": strToU8(model),
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

function objectXml(id: number, name: string, mesh: TriangleMesh): string {
  const p = mesh.positions;
  const t = mesh.indices;
  const parts: string[] = [`<object id="${id}" name="${name}" type="model"><mesh><vertices>`];
  for (let i = 0; i < p.length; i += 3)
    parts.push(`<vertex x="${num(p[i] as number)}" y="${num(p[i + 1] as number)}" z="${num(p[i + 2] as number)}"/>`);
  parts.push("</vertices><triangles>");
  for (let i = 0; i < t.length; i += 3) parts.push(`<triangle v1="${t[i]}" v2="${t[i + 1]}" v3="${t[i + 2]}"/>`);
  parts.push("</triangles></mesh></object>");
  return parts.join("");
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
