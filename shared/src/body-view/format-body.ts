import { isEmptyValue, NOT_AVAILABLE } from '../format/text-format';

/** How a message body is shown: pretty-printed JSON, plain text as sent, or N/A. */
export type BodyKind = 'json' | 'text' | 'empty';

export interface FormattedBody {
  kind: BodyKind;
  /** What to show: indented JSON, the text as sent, or `N/A`. */
  text: string;
}

/**
 * A request or response body for reading: JSON text that parses is indented by two spaces,
 * anything else is kept exactly as sent (it is only ever shown as text, never as HTML), and an
 * empty body is `N/A` (spec 2.10). A value that is already an object is shown as JSON.
 */
export function formatBody(body: unknown): FormattedBody {
  if (isEmptyValue(body)) return { kind: 'empty', text: NOT_AVAILABLE };
  if (typeof body !== 'string') {
    const json = JSON.stringify(body, null, 2);
    return json === undefined ? { kind: 'text', text: String(body) } : { kind: 'json', text: json };
  }
  try {
    return { kind: 'json', text: JSON.stringify(JSON.parse(body), null, 2) };
  } catch {
    return { kind: 'text', text: body };
  }
}
