/** "Edit this page": the page's file in its repository (lib/page-meta/edit-url). */
export function EditPageLink({ href }: { href: string }) {
  return (
    <a className="edit-page-link" href={href} target="_blank" rel="noopener noreferrer">
      Edit this page
    </a>
  );
}
