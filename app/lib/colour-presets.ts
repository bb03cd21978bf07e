import type { MessageKey } from "~/lib/i18n/messages/en";

/** The swatches the shade finder offers to start from: the metals and jewel tones thread buyers ask for. */
export const COLOUR_PRESETS: readonly { hex: string; name: MessageKey }[] = [
  { hex: "c9a13b", name: "colours.preset.gold" },
  { hex: "a8843f", name: "colours.preset.antiqueGold" },
  { hex: "e6d3a3", name: "colours.preset.champagne" },
  { hex: "7c5a2e", name: "colours.preset.bronze" },
  { hex: "b46a3c", name: "colours.preset.copper" },
  { hex: "c9917f", name: "colours.preset.roseGold" },
  { hex: "c9ced6", name: "colours.preset.silver" },
  { hex: "8e949b", name: "colours.preset.pewter" },
  { hex: "4a4e55", name: "colours.preset.gunmetal" },
  { hex: "1c1d21", name: "colours.preset.black" },
  { hex: "f1ead8", name: "colours.preset.ivory" },
  { hex: "a3162f", name: "colours.preset.ruby" },
  { hex: "6d3aa0", name: "colours.preset.amethyst" },
  { hex: "2a4fa8", name: "colours.preset.sapphire" },
  { hex: "1f7a55", name: "colours.preset.emerald" },
  { hex: "26345a", name: "colours.preset.navy" },
];
