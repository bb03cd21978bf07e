import type { MessageKey, Messages } from "./messages/en";

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** The locale's number formatter, made once (making one costs more than formatting a page's numbers). */
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * Builds a translate function over a catalogue; {name} placeholders are filled from values, numbers
 * formatted for the locale when one is given (the page's, so server and client render the same digits).
 */
export function createTranslate(messages: Partial<Messages> | undefined, locale?: string): Translate {
  return (key, values) => {
    const template = messages?.[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in values)) return whole;
      const value = values[name];
      return typeof value === "number" && locale ? numberFormat(locale).format(value) : String(value);
    });
  };
}
