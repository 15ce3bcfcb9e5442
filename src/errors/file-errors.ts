/**
 * A file-system error in words staff understand, for messages about their own files (never Node's English). `writing`:
 * the error came from writing (a missing folder on the way, no permission to write), not from reading a file.
 */
export function fileErrorReason(error: unknown, writing = false): string {
  if (error instanceof FileRefused) return error.reason;
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOENT':
      return writing ? 'a pasta onde gravar não existe' : 'o arquivo não existe (ou é um atalho para um arquivo que não existe mais)';
    case 'EACCES':
    case 'EPERM':
      return writing ? 'sem permissão para gravar nesse lugar' : 'sem permissão para ler o arquivo';
    case 'EISDIR':
      return 'é uma pasta, não um arquivo';
    case 'ENOTDIR':
      return 'parte do caminho é um arquivo, não uma pasta';
    case 'ELOOP':
      return 'é um atalho que aponta para si mesmo';
    case 'EEXIST':
      return 'já existe um arquivo com esse nome';
    case 'ENOSPC':
      return 'o disco está cheio';
    case 'EROFS':
      return 'o disco só permite leitura';
    case 'ENAMETOOLONG':
      return 'o nome ou o caminho é comprido demais';
    case 'EIO':
      return 'erro de leitura no disco';
    case 'EMFILE':
    case 'ENFILE':
      return 'arquivos abertos demais no sistema';
    default:
      return 'o sistema não permitiu o acesso';
  }
}

/** True for the errors a person causes with their files (missing, no permission, a folder where a file belongs...). */
export function isFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}

/** A file refused before it is read (not a regular file, too large), with the reason in words. */
export class FileRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FileRefused';
  }
}
