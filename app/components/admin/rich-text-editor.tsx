import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import clsx from "clsx";
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Unlink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";

export type RichTextEditorProps = {
  /** Name of the hidden input that carries the HTML (the server sanitises it with sanitizeRichText). */
  name: string;
  label: string;
  defaultValue?: string;
  /** Shown under the editor, linked by aria-describedby (e.g. a validation message). */
  error?: string;
};

/**
 * Rich-text form field (Tiptap): headings, bold, italic, bullet and numbered lists, links. Writes HTML
 * into a hidden input, so it posts with the surrounding form. Admin-only: never import it on public routes.
 */
export function RichTextEditor({ name, label, defaultValue = "", error }: RichTextEditorProps) {
  const labelId = useId();
  const errorId = useId();
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    // Rendered on the client only: the server sends the hidden input with the original HTML.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"] },
      }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error ? { "aria-describedby": errorId, "aria-invalid": "true" } : {}),
        class: "prose-rich min-h-40 px-3 py-2 text-sm focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <div>
      <span id={labelId} className="block font-medium text-sm">
        {label}
      </span>
      <input type="hidden" name={name} value={html} />
      <div
        className={clsx(
          "mt-1 rounded-md border bg-surface focus-within:ring-2 focus-within:ring-gold",
          error ? "border-red-700" : "border-gray-300",
        )}
      >
        {editor ? <Toolbar editor={editor} /> : <div className="h-10 border-gray-200 border-b" />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt("Link address (https://…)", previous ?? "https://");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-0.5 border-gray-200 border-b p-1"
    >
      <ToolButton
        label="Heading 2"
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Heading2 className="size-4" />
      </ToolButton>
      <ToolButton
        label="Heading 3"
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Heading3 className="size-4" />
      </ToolButton>
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold className="size-4" />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic className="size-4" />
      </ToolButton>
      <ToolButton label="Bullet list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        <List className="size-4" />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered className="size-4" />
      </ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}>
        <Link2 className="size-4" />
      </ToolButton>
      <ToolButton
        label="Remove link"
        active={false}
        onClick={() => chain().unsetLink().run()}
        disabled={!state.link}
      >
        <Unlink className="size-4" />
      </ToolButton>
    </div>
  );
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        "inline-flex size-8 items-center justify-center rounded disabled:opacity-40 [&_svg]:pointer-events-none",
        active ? "bg-gray-200 text-ink" : "text-gray-600 hover:bg-gray-100",
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
