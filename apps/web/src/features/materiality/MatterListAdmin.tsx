import { matterListResponseSchema, newMatterListSchema } from '@carbon-ledger/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/client.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCan } from '../auth/useCan.ts';
import { saveBlob } from '../calculator/analyze/download-file.ts';
import { MaterialityApiError } from './materiality-api.ts';

const base = '/api/materiality/matter-lists';
const KEY = ['materiality-matter-list'] as const;

/**
 * The sitewide admins' editing of the matter list (spec §6 "assessment form modifications"): download
 * the current version as JSON, change it, and upload it as a new version with a note. Running
 * assessments keep the version they started with.
 */
export function MatterListAdmin() {
  const { t } = useTranslation();
  const canModify = useCan('assessmentFormModifications');
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    enabled: canModify,
    queryFn: async () => {
      const result = await http.get(`${base}/current`, { schema: matterListResponseSchema });
      if (!result.data) throw new MaterialityApiError(result.error);
      return result.data;
    },
  });
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const upload = useMutation({
    mutationFn: async (body: unknown) => {
      const result = await http.post(base, body, { schema: matterListResponseSchema });
      if (!result.data) throw new MaterialityApiError(result.error);
      return result.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  if (!canModify) return null;

  const download = () => {
    if (!current.data) return;
    const json = JSON.stringify({ matters: current.data.matters }, null, 2);
    saveBlob(new Blob([json], { type: 'application/json' }), `matter-list-v${current.data.version}.json`);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!file) return setProblem(t('materiality.matterList.noFile'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setProblem(t('materiality.matterList.notJson'));
    }
    const matters = (parsed as { matters?: unknown } | null)?.matters;
    const body = newMatterListSchema.safeParse({ matters, note });
    if (!body.success) {
      const [issue] = body.error.issues;
      return setProblem(t('materiality.matterList.invalid', { path: issue?.path.join('.') ?? '' }));
    }
    upload.mutate(body.data, {
      onSuccess: (list) => {
        setNote('');
        toasts.show({
          message: t('materiality.matterList.saved', { version: list.version }),
          tone: 'success',
        });
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section
      aria-labelledby="matter-list-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="matter-list-title" className="text-lg font-semibold">
        {t('materiality.matterList.heading')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('materiality.matterList.intro')}</p>
      {current.data && (
        <p className="mt-2 text-sm" data-testid="matter-list-version">
          {t('materiality.matterList.current', {
            version: current.data.version,
            count: current.data.matters.length,
            note: current.data.note,
          })}
        </p>
      )}
      <Button className="mt-3" variant="secondary" onClick={download} disabled={!current.data}>
        {t('materiality.matterList.download')}
      </Button>
      <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <div>
          <label htmlFor="matter-list-file" className="block text-sm font-medium text-slate-800">
            {t('materiality.matterList.file')}
          </label>
          <input
            id="matter-list-file"
            type="file"
            accept="application/json,.json"
            className="mt-1 block w-full text-sm"
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <TextField
          label={t('materiality.matterList.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={upload.isPending}>
            {t('materiality.matterList.upload')}
          </Button>
        </div>
      </form>
    </section>
  );
}
