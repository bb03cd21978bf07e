import type { Request } from "express";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import { config } from "../config";
import { logger } from "../logger";
import type { LanguageHost, RequestContext } from "../request-context";
import { listLanguages } from "./languages";

export type LanguageResolution =
  | {
      context: Omit<RequestContext, "nonce" | "cacheTags">;
      /** True when the language list could not be read: the page is served but not cached. */
      languagesFailed: boolean;
      redirectTo?: undefined;
    }
  | { context?: undefined; redirectTo: string };

/** Splits "zh.localhost:3000" into the language code and the bare host, relative to the site's host. */
export function parseLanguageHost(
  hostHeader: string,
  baseHost: string,
): { subdomain: string | null; port: string } {
  const match = /^(.*?)(?::(\d+))?$/.exec(hostHeader.toLowerCase()) ?? [];
  const hostname = match[1] ?? "";
  const port = match[2] ?? "";
  if (hostname === baseHost || hostname === `www.${baseHost}`) return { subdomain: null, port };
  const suffix = `.${baseHost}`;
  if (hostname.endsWith(suffix)) {
    const subdomain = hostname.slice(0, -suffix.length);
    if (!subdomain.includes(".")) return { subdomain, port };
  }
  return { subdomain: null, port };
}

/** Absolute origin of a language's host: the default language lives on the bare host. */
export function languageOrigin(code: string, protocol: string, port: string): string {
  const { baseHost } = config();
  const host = code === DEFAULT_LANGUAGE.code ? baseHost : `${code}.${baseHost}`;
  return `${protocol}://${host}${port ? `:${port}` : ""}`;
}

/**
 * Decides the language from the request's host. The request layer has refused hosts of languages that are
 * not enabled; one disabled since (another process's notice not yet read) redirects to the bare host.
 */
export async function resolveRequestLanguage(req: Request): Promise<LanguageResolution> {
  const { baseHost } = config();
  const hostHeader = req.host ?? "";
  const protocol = req.protocol;
  const { subdomain, port } = parseLanguageHost(hostHeader, baseHost);
  const all = await readLanguages(req.path);
  const known = subdomain === null ? undefined : all?.find((language) => language.code === subdomain);
  if (all && subdomain !== null && !known) {
    return { redirectTo: `${languageOrigin(DEFAULT_LANGUAGE.code, protocol, port)}${req.originalUrl}` };
  }
  const language: Language = known ?? all?.find((l) => l.code === DEFAULT_LANGUAGE.code) ?? DEFAULT_LANGUAGE;
  const onSiteHost = subdomain !== null || hostHeader.split(":")[0]?.replace(/^www\./, "") === baseHost;
  const origin = onSiteHost ? `${protocol}://${hostHeader}` : config().PUBLIC_ORIGIN;
  const languageHosts: LanguageHost[] = (all ?? []).map((l) => ({
    ...l,
    origin: languageOrigin(l.code, protocol, port),
  }));
  return {
    context: {
      language,
      languages: languageHosts,
      origin,
      clientIp: req.ip ?? "unknown",
    },
    languagesFailed: all === undefined,
  };
}

/** The enabled languages, or undefined when they cannot be read: the page then falls back to English. */
async function readLanguages(path: string): Promise<Language[] | undefined> {
  try {
    return await listLanguages();
  } catch (error) {
    logger.error({ err: error, path }, "language list failed to load");
    return undefined;
  }
}
