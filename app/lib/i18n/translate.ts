import type { MessageKey, Messages } from "./messages/en";

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Builds a translate function over a catalogue; {name} placeholders are filled from values. */
export function createTranslate(messages: Partial<Messages> | undefined): Translate {
  return (key, values) => {
    const template = messages?.[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
