import { describe, expect, it } from 'vitest';
import { messageForStatus, messages } from './messages';
import { affiliateMessages } from './messages/affiliates';
import { commonMessages } from './messages/common';
import { investorMessages } from './messages/investors';
import { loanMessages } from './messages/loans';
import { operationMessages } from './messages/operations';

describe('messages', () => {
  it('gives the spec texts for login', () => {
    expect(messages.auth.wrongCredentials).toBe('El email o la contraseña son incorrectos.');
    expect(messages.auth.loginFailedAfterToken).toBe('Ha habido un error al intentar loguear al usuario.');
  });

  it('appends the error id to the unexpected-error text', () => {
    expect(messages.general.unexpected('a1b2')).toBe(
      'Se ha producido un error inesperado, si persiste contacte con el servicio tecnico(a1b2)',
    );
  });

  it.each([
    [messages.read.affiliates, 'Ha habido un error obteniendo los afiliados'],
    [messages.read.affiliateInfo, 'Ha habido un error obteniendo la información del afiliado'],
    [messages.read.documents, 'Ha habido un error obteniendo los documentos'],
    [messages.read.tasks, 'Ha habido un error obteniendo las tareas'],
    [messages.read.branches, 'Ha habido un error obteniendo las sucursales'],
    [messages.read.financings, 'Ha habido un error obteniendo las financiaciones'],
    [messages.read.investments, 'Ha habido un error obteniendo las inversiones'],
    [messages.read.transfers, 'Ha habido un error obteniendo las transferencias'],
    [messages.read.cancellations, 'Ha habido un error obteniendo las cancelaciones'],
    [messages.read.provisionFund, 'Ha habido un error obteniendo la información de provision fund'],
    [messages.write.createAffiliate, 'Ha habido un error creando el afiliado'],
    [messages.write.updateInfo, 'Ha habido un error actualizando la información'],
    [messages.write.uploadDocument, 'Ha habido un error al subir el documento'],
    [messages.write.deleteDocument, 'Ha habido un error eliminando el documento'],
    [messages.write.calculateScore, 'Ha habido un error al calcular el score'],
    [messages.write.createCancellation, 'Ha habido un error creando la cancelación'],
    [messages.write.deleteCancellation, 'Ha habido un error eliminando la cancelación'],
    [messages.write.deleteParent, 'Ha habido un error eliminando el padre'],
    [messages.write.registerWallet, 'Ha habido un error registrando el wallet en LW'],
    [messages.write.generateContract, 'Ha habido un error generando el contrato de colaboración'],
    [messages.write.updateLwStatus, 'Ha habido un error actualizando el estado LW'],
    [messages.write.enableCollections, 'Ha habido un error habilitando la plataforma de cobros'],
    [messages.write.cleanKyc, 'Ha habido un error limpiando el KYC'],
    [messages.write.mp2p, 'Ha habido un error haciendo el MP2P'],
    [messages.write.moneyOut, 'Ha habido un error haciendo el money out'],
    [messages.comments.loadFailed, 'Ha habido un error al obtener las comentarios'],
    [messages.comments.createFailed, 'Ha habido un error creando el comentario'],
    [messages.comments.deleteFailed, 'Ha habido un error eliminando el comentario'],
    [messages.success.infoUpdated, 'información actualizada con éxito'],
    [messages.success.affiliateCreated, 'Afiliado creado con éxito'],
    [messages.success.walletRegistered, 'Se ha registrado el wallet en LW con éxito'],
    [messages.success.contractGenerated, 'Contrato de colaboración generado correctamente'],
    [messages.success.lwStatusChanged, 'Estado LW cambiado correctamente'],
    [messages.success.collectionsEnabled, 'Plataforma de cobros habilitada'],
    [messages.success.kycCleaned, 'KYC limpiado con éxito'],
    [messages.success.hoursSaved, 'Horas imputadas con éxito'],
    [messages.workingHours.saved, 'Horas imputadas con éxito'],
    [messages.workingHours.incorrect, 'La información a imputar es incorrecta.'],
    [messages.workingHours.nothingNew, 'No hay nueva información que imputar.'],
    [messages.workingHours.confirmTitle, 'Confirmación de horas trabajadas'],
    [messages.plan.monthsRange, 'Los meses deben ser entre 3 y 120'],
    [messages.plan.amountRange, 'La cantidad debe ser entre 300 y 40000'],
    [messages.validation.ibanInvalid, 'El IBAN es inválido'],
    [messages.validation.dniInvalid, 'El DNI es inválido'],
    [messages.validation.creditIdInvalid, 'El CreditoId no es válido'],
    [messages.validation.creditIdCheckFailed, 'Ha habido un error corroborando si el creditoId es correcto'],
    [messages.general.invalidParams, 'Parametros no válidos'],
    [messages.general.fileDownloading, 'El fichero se esta descargando'],
    [messages.general.loadDataFailed, 'Se ha producido un error al cargar los datos'],
    [messages.general.serverError, 'Se ha producido un error con el servidor'],
    [
      messages.secondaryReasons.confirmDeleteWithPlans,
      'Esta Secondary Reason tiene planes asociados.¿Estás seguro de que quieres borrarla?',
    ],
    [messages.loan.success.cancelled, 'Crédito cancelado'],
    [messages.loan.success.installmentsRegenerated, 'Cuotas regeneradas'],
    [messages.loan.success.messageSent, 'Mensaje enviado correctamente'],
    [messages.loan.success.aCaRecovered, 'ACa recuperada'],
    [messages.loan.success.contractsDeleted, 'Se borraron los contratos'],
    [messages.loan.success.denied, 'Crédito denegado'],
    [messages.loan.success.failed, 'Crédito fallido'],
    [messages.loan.success.published, 'Crédito publicado'],
    [messages.loan.success.analysed, 'Crédito analizado'],
    [messages.loan.success.scoresDeleted, 'Scores borrados'],
    [messages.loan.success.onlineBankVerified, 'Banca online verificada'],
    [messages.loan.success.kycCleaned, 'KYC limpiado con éxito'],
    [messages.loan.success.lwStatusChanged, 'Estado LW cambiado correctamente'],
  ])('%s is the spec text', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [messages.validation.emailInUse('jdoe'), 'Email ya en uso: jdoe'],
    [
      messages.general.downloadFailed('ventas.xls'),
      'Se ha producido un error al descargar el fichero ventas.xls',
    ],
    [messages.workingHours.heading('marzo'), 'Imputación de horas trabajadas durante el mes de marzo'],
    [messages.workingHours.confirmQuestion(16), '¿Está seguro de confirmar las 16 horas?'],
    [messages.workingHours.total(16), 'Total: 16 horas'],
    [messages.success.mp2pDone('pago', 1234.5), 'MP2P realizado con éxito: pago (1234,50\u00A0€)'],
    [messages.success.mp2pDone('', null), 'MP2P realizado con éxito'],
    [
      messages.success.moneyOutDone(' retirada ', '12345'),
      'MoneyOut realizado con éxito: retirada (12.345,00\u00A0€)',
    ],
    [messages.loan.success.mp2pDone('x', 1), 'MP2P realizado con éxito: x (1,00\u00A0€)'],
    [messages.loan.success.moneyOutDone('y', 2), 'MoneyOut realizado con éxito: y (2,00\u00A0€)'],
    [
      messages.loan.errors.lawsuitFailed(152, 'KO'),
      'Ha habido un error presentando la demanda judicial (152): KO',
    ],
    [messages.general.withErrorId('Fallo', 'e9'), 'Fallo (e9)'],
    [messages.general.withErrorId('Fallo', null), 'Fallo'],
    [messages.general.withErrorId('Fallo', ''), 'Fallo'],
  ])('templates: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [400, messages.http[400]],
    ['404', messages.http[404]],
    [409, messages.http[409]],
    [413, messages.http[413]],
    [422, messages.http[422]],
    [429, messages.http[429]],
    [418, messages.http[400]],
    [502, messages.general.serverError],
    [null, messages.general.serverError],
  ])('status %s has a Spanish text', (status, expected) => {
    expect(messageForStatus(status)).toBe(expected);
  });

  it('has no empty text anywhere', () => {
    const walk = (node: unknown): void => {
      if (typeof node === 'string') expect(node.trim()).not.toBe('');
      else if (typeof node === 'function') expect(String(node(1, 1)).trim()).not.toBe('');
      else for (const v of Object.values(node as object)) walk(v);
    };
    walk(messages);
  });
});

/**
 * Each text once: two keys may show the same text only for a reason listed here (and then the
 * text is written once in messages/texts.ts, as a named constant). Texts that differ only in case,
 * spacing or a final full stop count as the same text.
 */
const SHARED_TEXTS: readonly { readonly keys: readonly string[]; readonly why: string }[] = [
  // The HTTP status table is read by status (messageForStatus), the named text by name.
  { keys: ['auth.unauthenticated', 'http.401'], why: 'status table' },
  { keys: ['auth.forbidden', 'http.403'], why: 'status table' },
  { keys: ['general.notFound', 'http.404'], why: 'status table' },
  { keys: ['general.serverError', 'http.500'], why: 'status table' },
  { keys: ['conflict.stale', 'http.412'], why: 'status table' },
  // One §8 read error for two screens: the installments list and the loan's installments tab;
  // the investors list and the loan's investors tab.
  { keys: ['loanLists.installments', 'loanDetail.installments'], why: 'two screens, one §8 text' },
  { keys: ['loanDetail.investors', 'investorList.list'], why: 'two screens, one §8 text' },
  // §8 lists these texts in the affiliate block and again in the loan or investor block: one key per area.
  { keys: ['read.documents', 'investor.errors.documents'], why: 'one key per §8 area' },
  { keys: ['read.investments', 'investor.errors.investments'], why: 'one key per §8 area' },
  { keys: ['write.updateInfo', 'investor.errors.updateInfo'], why: 'one key per §8 area' },
  { keys: ['write.uploadDocument', 'loan.errors.uploadDocument'], why: 'one key per §8 area' },
  { keys: ['write.deleteDocument', 'loan.errors.deleteDocument'], why: 'one key per §8 area' },
  { keys: ['write.registerWallet', 'loan.errors.registerWallet'], why: 'one key per §8 area' },
  { keys: ['write.updateLwStatus', 'loan.errors.updateLwStatus'], why: 'one key per §8 area' },
  { keys: ['write.cleanKyc', 'loan.errors.cleanKyc'], why: 'one key per §8 area' },
  { keys: ['write.mp2p', 'loan.errors.mp2p'], why: 'one key per §8 area' },
  { keys: ['write.moneyOut', 'loan.errors.moneyOut'], why: 'one key per §8 area' },
  { keys: ['success.infoUpdated', 'investor.success.infoUpdated'], why: 'one key per §8 area' },
  { keys: ['success.walletRegistered', 'loan.success.walletRegistered'], why: 'one key per §8 area' },
  { keys: ['success.lwStatusChanged', 'loan.success.lwStatusChanged'], why: 'one key per §8 area' },
  { keys: ['success.kycCleaned', 'loan.success.kycCleaned'], why: 'one key per §8 area' },
  { keys: ['success.mp2pDone', 'loan.success.mp2pDone'], why: 'one key per §8 area' },
  { keys: ['success.moneyOutDone', 'loan.success.moneyOutDone'], why: 'one key per §8 area' },
  { keys: ['success.hoursSaved', 'workingHours.saved'], why: 'the affiliate block and the hours screen' },
  // An approval's outcome and its line in the audit trail; the actions an approval and the audit name.
  { keys: ['approvals.approved', 'audit.actions.approval.approved'], why: 'the same event, two screens' },
  { keys: ['approvals.rejected', 'audit.actions.approval.rejected'], why: 'the same event, two screens' },
  { keys: ['approvals.actions.moneyOut', 'audit.actions.moneyOut'], why: 'the same action, two screens' },
  {
    keys: ['approvals.actions.resetPayment', 'audit.actions.resetPayment'],
    why: 'the same action, two screens',
  },
  // One-word labels of different screens: each screen may reword its own.
  { keys: ['approvals.approveButton', 'loanFlows.lenderSubmit'], why: 'button labels of two screens' },
  { keys: ['approvals.columns.action', 'audit.columns.action'], why: 'column labels of two tables' },
  { keys: ['approvals.columns.when', 'audit.columns.when'], why: 'column labels of two tables' },
  { keys: ['approvals.records.users', 'audit.columns.who'], why: 'a record kind and a column label' },
  { keys: ['workingHours.close', 'loanFlows.close'], why: 'button labels of two screens' },
];

/** Every text of the catalogue by its key path; a template is read with sample arguments. */
function textsByKey(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, path: string): void => {
    if (typeof node === 'string') out.set(path, node);
    else if (typeof node === 'function') out.set(path, String(node('X', 'Y')));
    else for (const [k, v] of Object.entries(node as object)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(messages, '');
  return out;
}

const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '').trim();

describe('each text once', () => {
  it('writes no text under two keys but those listed, and those listed show exactly one text', () => {
    const groups = new Map<string, string[]>();
    for (const [key, text] of textsByKey())
      groups.set(sameText(text), [...(groups.get(sameText(text)) ?? []), key]);
    const repeated = [...groups.values()].filter((keys) => keys.length > 1).map((keys) => [...keys].sort());
    expect(repeated.sort()).toEqual(SHARED_TEXTS.map((s) => [...s.keys].sort()).sort());

    const texts = textsByKey();
    for (const { keys } of SHARED_TEXTS)
      expect(new Set(keys.map((k) => texts.get(k))).size, keys.join()).toBe(1);
  });
});

describe('the catalogue by area', () => {
  it("gives each top-level key to one area file, so no area hides another's texts", () => {
    const areas = { commonMessages, affiliateMessages, operationMessages, loanMessages, investorMessages };
    const owners = new Map<string, string[]>();
    for (const [area, keys] of Object.entries(areas))
      for (const key of Object.keys(keys)) owners.set(key, [...(owners.get(key) ?? []), area]);
    expect([...owners].filter(([, by]) => by.length > 1)).toEqual([]);
    expect(Object.keys(messages).sort()).toEqual([...owners.keys()].sort());
  });
});
