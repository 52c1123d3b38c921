import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChunkProgress } from './ChunkProgress.tsx';

describe('ChunkProgress', () => {
  it('announces the share done and draws it by scaling the bar, which the compositor animates alone', () => {
    const markup = renderToStaticMarkup(<ChunkProgress label="Importing 5 of 20" done={5} total={20} />);
    expect(markup).toContain('aria-valuenow="25"');
    expect(markup).toContain('transform:scaleX(0.25)');
    expect(markup).toContain('transition-transform');
    // A width that changes with every chunk repaints the page on the main thread for each frame of its
    // transition, which on a 50,000-row upload costs the browser as much as the server's work.
    expect(markup).not.toMatch(/width:\s*25%|transition-\[width\]/);
  });

  it('shows a full bar for nothing to do', () => {
    const markup = renderToStaticMarkup(<ChunkProgress label="Done" done={0} total={0} />);
    expect(markup).toContain('aria-valuenow="100"');
    expect(markup).toContain('transform:scaleX(1)');
  });
});
