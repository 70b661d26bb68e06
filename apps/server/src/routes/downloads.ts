// GET /downloads/solerx-usb-agent.zip: the USB agent package a clinic installs on the PC its scanner is plugged
// into (USB_AGENT_DOWNLOAD_URL's default, so /usbagent sends clinics here). Public like the web app itself: the
// agent holds no secret, and the clinic has no token before it is installed. HEAD answers the same headers.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { errorBody } from "@solerx/domain/errors";
import { USB_AGENT_PACKAGE_PATH } from "@solerx/domain/settings";
import type { FastifyPluginAsync } from "fastify";

const NOT_BUILT = "The USB agent package has not been built. Run npm run build.";

export const downloadRoutes: FastifyPluginAsync<{ agentPackage: string }> = async (app, { agentPackage }) => {
  const filename = basename(USB_AGENT_PACKAGE_PATH);
  app.get(
    USB_AGENT_PACKAGE_PATH,
    { schema: { tags: ["system"], security: [], summary: "USB agent package" } },
    async (_request, reply) => {
      // Looked up on every request: a build after the server started is served without a restart.
      const file = await stat(agentPackage).catch(() => undefined);
      if (!file?.isFile()) return reply.code(404).send(errorBody(404, NOT_BUILT));
      return (
        reply
          .type("application/zip")
          .header("content-disposition", `attachment; filename="${filename}"`)
          .header("content-length", file.size)
          // A rebuild replaces the file under the same name.
          .header("cache-control", "no-cache")
          .header("last-modified", file.mtime.toUTCString())
          .send(createReadStream(agentPackage))
      );
    },
  );
};
