import { messages, PURPOSES } from '@backoffice/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '#primitives/Button';
import { Checkbox } from '#primitives/Checkbox';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { configLabels } from '../labels';
import { ConfigSection, type SectionStatus, yesNo } from '../shared/ConfigSection';
import { InlineForm, Table, TableScroll } from '../shared/ConfigSection.styles';
import { Page, PageTitle } from './SecondaryReasonsCatalogScreen.styles';

const L = configLabels.catalogue;

/** A secondary reason of the catalogue (§3 "Secondary reason"). */
export interface SecondaryReasonRow {
  '@id': string;
  primaryReason: string;
  secondaryReason: string;
  validated?: boolean;
  active?: boolean;
  less10k?: boolean;
}

export interface NewSecondaryReasonValues {
  primaryReason: string;
  secondaryReason: string;
  validated: boolean;
  active: boolean;
  less10k: boolean;
}

export interface SecondaryReasonsCatalogScreenProps extends SectionStatus {
  reasons?: readonly SecondaryReasonRow[] | undefined;
  creating?: boolean;
  /** May return a promise: the form clears when it resolves. */
  onCreate: (values: NewSecondaryReasonValues) => unknown;
}

/** /secondary-reasons (ADMIN_PLUS, §2, §6): the catalogue of secondary reasons by purpose, and creation. */
export function SecondaryReasonsCatalogScreen({
  reasons,
  creating = false,
  onCreate,
  ...status
}: SecondaryReasonsCatalogScreenProps) {
  const [primaryReason, setPrimaryReason] = useState('');
  const [secondaryReason, setSecondaryReason] = useState('');
  const [flags, setFlags] = useState({ validated: true, active: true, less10k: false });
  const [tried, setTried] = useState(false);
  const errors = {
    primaryReason: primaryReason ? null : messages.validation.required,
    secondaryReason: secondaryReason.trim() ? null : messages.validation.required,
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.primaryReason || errors.secondaryReason) return;
    try {
      await onCreate({ primaryReason, secondaryReason: secondaryReason.trim(), ...flags });
      setSecondaryReason('');
      setTried(false);
    } catch {
      // The app has said why; the form keeps what was typed.
    }
  };
  const F = L.fields;
  return (
    <Page>
      <PageTitle>{L.title}</PageTitle>
      <ConfigSection title={L.section} {...status} empty={reasons && reasons.length === 0 ? L.empty : null}>
        {!status.loading && !status.error ? (
          <InlineForm onSubmit={submit} aria-label={L.create} noValidate>
            <Select
              label={F.primaryReason}
              options={PURPOSES.map((p) => ({ value: p, label: p }))}
              placeholder={configLabels.common.choose}
              value={primaryReason}
              required
              disabled={creating}
              error={tried ? errors.primaryReason : null}
              onValueChange={setPrimaryReason}
            />
            <TextField
              label={F.secondaryReason}
              value={secondaryReason}
              required
              disabled={creating}
              error={tried ? errors.secondaryReason : null}
              onChange={(e) => setSecondaryReason(e.target.value)}
            />
            {(['validated', 'active', 'less10k'] as const).map((k) => (
              <Checkbox
                key={k}
                label={F[k]}
                checked={flags[k]}
                disabled={creating}
                onCheckedChange={(v) => setFlags({ ...flags, [k]: v })}
              />
            ))}
            <Button type="submit" busy={creating}>
              {L.create}
            </Button>
          </InlineForm>
        ) : null}
        {reasons && reasons.length > 0 ? (
          <TableScroll>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{F.secondaryReason}</th>
                  <th scope="col">{F.primaryReason}</th>
                  <th scope="col">{F.validated}</th>
                  <th scope="col">{F.active}</th>
                  <th scope="col">{F.less10k}</th>
                </tr>
              </thead>
              <tbody>
                {reasons.map((r) => (
                  <tr key={r['@id']}>
                    <th scope="row">{r.secondaryReason}</th>
                    <td>{r.primaryReason}</td>
                    <td>{yesNo(r.validated)}</td>
                    <td>{yesNo(r.active)}</td>
                    <td>{yesNo(r.less10k)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        ) : null}
      </ConfigSection>
    </Page>
  );
}
