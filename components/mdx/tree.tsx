import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { toBool, type Flag } from './props';

type FolderProps = { name?: string; defaultOpen?: Flag; openable?: Flag; highlight?: Flag; children?: ReactNode };

/** A folder: a native disclosure (no script), open by default with `defaultOpen`. */
function Folder({ name, defaultOpen, openable, highlight, children }: FolderProps) {
  const classes = `tree-folder${toBool(highlight) ? ' tree-highlight' : ''}`;
  if (!toBool(openable, true)) {
    return (
      <div className={classes}>
        <span className="tree-row">
          <Icon name="lucide:folder-open" size={15} /> {name}
        </span>
        <div className="tree-children">{children}</div>
      </div>
    );
  }
  return (
    <details className={classes} open={toBool(defaultOpen)}>
      <summary className="tree-row">
        <Icon name="lucide:chevron-right" size={13} className="tree-chevron" />
        <Icon name="lucide:folder" size={15} className="tree-folder-closed" />
        <Icon name="lucide:folder-open" size={15} className="tree-folder-open" />
        {name}
      </summary>
      <div className="tree-children">{children}</div>
    </details>
  );
}

/** A file in a `Tree`. */
function File({ name, highlight }: { name?: string; highlight?: Flag }) {
  return (
    <div className={`tree-file tree-row${toBool(highlight) ? ' tree-highlight' : ''}`}>
      <Icon name="lucide:file" size={15} /> {name}
    </div>
  );
}

/**
 * A file tree: `Tree.Folder` and `Tree.File` children. A nested Markdown list (`FileTree` style,
 * folders end in `/`) arrives here already rewritten into those by `remarkTreeList`.
 */
function TreeRoot({ children, style }: { children?: ReactNode; style?: CSSProperties }) {
  return (
    <div className="tree" style={style}>
      {children}
    </div>
  );
}

export const Tree = Object.assign(TreeRoot, { Folder, File });
