import { describe, expect, it } from "vitest";
import { sampleScansOffered } from "./test-tools";

const mock = { type: "MOCK_SCANNER" };
const tiger = { type: "TIGER" };

describe("the sample scans (test tools)", () => {
  it("show on a server with demo data, whatever the scanner", () => {
    expect(sampleScansOffered({ demoData: true }, [])).toBe(true);
    expect(sampleScansOffered({ demoData: true }, [tiger])).toBe(true);
  });

  it("show where the agent runs its mock scanner", () => {
    expect(sampleScansOffered({ demoData: false }, [mock])).toBe(true);
    expect(sampleScansOffered({}, [tiger, mock])).toBe(true);
  });

  it("do not show to a clinic: no demo data and a real scanner, or none", () => {
    expect(sampleScansOffered({ demoData: false }, [tiger])).toBe(false);
    expect(sampleScansOffered({ demoData: false }, [])).toBe(false);
    // A server that does not say (older) is a clinic's.
    expect(sampleScansOffered({}, [])).toBe(false);
  });
});
