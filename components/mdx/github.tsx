import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/** `<GitHub.Repo repo="owner/name" />`: a card linking to the repository (no API call at build time). */
function Repo({ repo = '' }: { repo?: string }) {
  const [owner, name] = repo.split('/');
  return (
    <a className="github-repo" href={`https://github.com/${repo}`} target="_blank" rel="noreferrer">
      <Icon name="lucide:git-fork" size={18} />
      <span>
        <span className="github-repo-owner">{owner}/</span>
        <strong>{name}</strong>
      </span>
      <Icon name="lucide:arrow-up-right" size={15} className="github-repo-arrow" />
    </a>
  );
}

/** `GitHub` itself only namespaces `GitHub.Repo`. */
function GitHubRoot({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export const GitHub = Object.assign(GitHubRoot, { Repo });
