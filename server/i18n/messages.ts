export { CATALOGUE_CODES, messagesFor } from "~/lib/i18n/catalogues";
