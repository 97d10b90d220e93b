import { describe, expect, it } from 'vitest';
import { messageForStatus, messages } from './messages';

describe('messages', () => {
  it('gives the spec texts for login', () => {
    expect(messages.auth.wrongCredentials).toBe('El email o la contraseña son incorrectos.');
    expect(messages.auth.loginFailedAfterToken).toBe('Ha habido un error al intentar loguear al usuario.');
  });

  it('appends the error id to the unexpected-error text', () => {
    expect(messages.general.unexpected('a1b2')).toBe(
      'Se ha producido un error inesperado, si persiste contacte con el servicio tecnico(a1b2)',
    );
    expect(messages.loan.errors.unexpected(7)).toBe(messages.general.unexpected(7));
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
