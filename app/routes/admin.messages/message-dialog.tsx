import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { type ContactMessage, receivedAt } from "./messages-table";

/** The Contact Message dialog: who wrote, when, to which address, and the message as written. */
export function MessageDialog({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { payload } = message;
  return (
    <Dialog open onClose={onClose} title="Contact Message" footer={<Button onClick={onClose}>Close</Button>}>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium">Name</dt>
        <dd>{payload.name}</dd>
        <dt className="font-medium">Email</dt>
        <dd>
          <a className="underline" href={`mailto:${payload.email}`}>
            {payload.email}
          </a>
        </dd>
        <dt className="font-medium">Subject</dt>
        <dd>{payload.subject}</dd>
        <dt className="font-medium">Received</dt>
        <dd>{receivedAt(message.createdAt)}</dd>
        <dt className="font-medium">Sent to</dt>
        <dd>{message.toEmail}</dd>
      </dl>
      <h3 className="mt-4 font-medium text-sm">Message</h3>
      <p
        className="mt-1 whitespace-pre-wrap break-words rounded-md border border-gray-200 bg-gray-50 p-3 text-sm"
        data-message-body
      >
        {payload.message}
      </p>
    </Dialog>
  );
}
