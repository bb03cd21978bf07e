import "react";

// HTML invoker attributes (Chromium 135+, Firefox 144+, Safari 26.2+) that React passes through as they are:
// a button opens a dialog or popover without JavaScript (decision 022).
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    /** Id of the dialog or popover the button acts on. */
    commandfor?: string;
    /** What it does: show-modal, close, toggle-popover… */
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    /** Id of the popover shown while the button is hovered or focused (interest invokers). */
    interestfor?: string;
  }
}
