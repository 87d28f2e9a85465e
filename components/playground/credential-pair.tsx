/** One half of a username and password pair. */
type Credential = { label: string; value?: string; onChange: (value: string) => void };

/**
 * A username and a password input side by side: HTTP Basic and the OAuth password flow ask for
 * the same pair. Neither is remembered by the browser (`autoComplete="off"`); the password is masked.
 */
export function CredentialPair({ id, username, password }: { id: string; username: Credential; password: Credential }) {
  const halves = [
    { key: 'username', id, type: undefined, placeholder: 'username', ...username },
    { key: 'password', id: undefined, type: 'password', placeholder: 'password', ...password },
  ];
  return (
    <div className="pg-pair">
      {halves.map((half) => (
        <input
          key={half.key}
          id={half.id}
          className="pg-input"
          type={half.type}
          aria-label={half.label}
          placeholder={half.placeholder}
          autoComplete="off"
          value={half.value ?? ''}
          onChange={(e) => half.onChange(e.target.value)}
        />
      ))}
    </div>
  );
}
