import { WIDGET_PIXELS, type Widget } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';

export type PublicLinksProps = { publicId: string; code: string; settings: Widget['settings'] };

/** The published widget's addresses and the code to embed it, each ready to copy. */
export function PublicLinks({ publicId, code, settings }: PublicLinksProps) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const { width, height } = WIDGET_PIXELS[settings.size];
  const links = [
    { label: t('insights.card.page'), href: `/insights/${publicId}`, testId: 'widget-link-page' },
    { label: t('insights.card.png'), href: `/analytics/media/${publicId}.png`, testId: 'widget-link-png' },
    { label: t('insights.card.svg'), href: `/analytics/media/${publicId}.svg`, testId: 'widget-link-svg' },
    { label: t('insights.card.verify'), href: `/insights/verify/${code}`, testId: 'widget-link-verify' },
  ];
  const embeds = [
    {
      label: t('insights.card.embedFrame'),
      code: `<iframe src="${origin}/insights/${publicId}" width="${width}" height="${height + 120}" style="border:0" title="${settings.title || 'Climate insights'}" loading="lazy"></iframe>`,
    },
    {
      label: t('insights.card.embedImage'),
      code: `<a href="${origin}/insights/${publicId}"><img src="${origin}/analytics/media/${publicId}.png" width="${width}" height="${height}" alt=""></a>`,
    },
  ];
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toasts.show({ message: t('insights.card.copied'), tone: 'success' });
    } catch {
      toasts.show({ message: t('insights.card.actionError'), tone: 'error' });
    }
  };
  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-medium text-slate-800">{t('insights.card.links')}</h3>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener"
                className="text-brand-700 underline"
                data-testid={link.testId}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <details>
        <summary className="cursor-pointer font-medium text-slate-800">{t('insights.card.embed')}</summary>
        {embeds.map((embed) => (
          <div key={embed.label} className="mt-2">
            <p className="text-xs text-slate-600">{embed.label}</p>
            <div className="mt-1 flex items-start gap-2">
              <code className="block min-w-0 flex-1 overflow-x-auto rounded bg-slate-100 p-2 text-xs break-all">
                {embed.code}
              </code>
              <Button variant="secondary" onClick={() => void copy(embed.code)}>
                {t('insights.card.copy')}
              </Button>
            </div>
          </div>
        ))}
      </details>
    </div>
  );
}
