// Apart from the strip, so every page can ask whether it previews a release without loading the
// strip's code (and the date formatting it needs): the strip is fetched only when there is a preview.

/** What the console server says this browser previews (a meta tag it writes into the page, decision 142). */
export interface PreviewInfo {
  app: string;
  version: string;
  expiresAt: string;
}

/** The preview named in the page, if any: read once from `<meta name="console-preview">`, ignored when malformed. */
export function previewOfPage(doc: Document = document): PreviewInfo | null {
  const content = doc.querySelector('meta[name="console-preview"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Partial<PreviewInfo>;
    return typeof parsed.app === 'string' && typeof parsed.version === 'string' && typeof parsed.expiresAt === 'string'
      ? { app: parsed.app, version: parsed.version, expiresAt: parsed.expiresAt }
      : null;
  } catch {
    return null;
  }
}
