import { describe, expect, it } from "vitest";
import { decodeJwtClaims, stringClaim } from "./jwt";
import { authorizeUrl, base64UrlDecode, base64UrlEncode, codeChallengeS256, createPkceRequest } from "./pkce";

describe("PKCE", () => {
  it("computes the S256 challenge of RFC 7636 appendix B", async () => {
    await expect(codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).resolves.toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });

  it("makes a 43-character URL-safe verifier, its challenge and a fresh state", async () => {
    const first = await createPkceRequest();
    const second = await createPkceRequest();
    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.challenge).toBe(await codeChallengeS256(first.verifier));
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.verifier).not.toBe(first.verifier);
    expect(second.state).not.toBe(first.state);
  });

  it("encodes base64url without padding and back", () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1]);
    expect(base64UrlEncode(bytes)).toBe("-_-_AAE");
    expect(Array.from(base64UrlDecode("-_-_AAE"))).toEqual(Array.from(bytes));
  });

  it("builds the authorization request of the code flow", () => {
    const url = new URL(
      authorizeUrl("http://localhost:8080/oauth/auth", {
        clientId: "solerx-operator",
        redirectUri: "http://localhost:8080/",
        scope: "openid profile email offline_access",
        state: "s",
        challenge: "c",
      }),
    );
    expect(url.origin + url.pathname).toBe("http://localhost:8080/oauth/auth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "solerx-operator",
      redirect_uri: "http://localhost:8080/",
      scope: "openid profile email offline_access",
      state: "s",
      code_challenge: "c",
      code_challenge_method: "S256",
    });
  });
});

describe("token claims", () => {
  const token = (claims: object) =>
    `e30.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims)))}.signature`;

  it("reads the claims of a JWT", () => {
    const claims = decodeJwtClaims(token({ sub: "u-1", given_name: "Dana", family_name: "Núñez" }));
    expect(stringClaim(claims, "sub")).toBe("u-1");
    expect(stringClaim(claims, "family_name")).toBe("Núñez");
    expect(stringClaim(claims, "email")).toBeNull();
  });

  it("returns null for an opaque token", () => {
    expect(decodeJwtClaims("opaque-token")).toBeNull();
    expect(decodeJwtClaims("a.%%%.c")).toBeNull();
  });
});
