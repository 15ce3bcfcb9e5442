/**
 * commander in Portuguese: its own error messages (unknown option, missing value...) and the words of its help
 * ("Usage:", "Options:", "default:"). commander has no message catalogue, so its English messages are matched and
 * rewritten; a message not listed here keeps its text without the "error:" prefix. The patterns follow commander
 * 14's lib/command.js and lib/help.js.
 */
import { Help, type Command } from 'commander';

const SUGGESTION = /\n\(Did you mean (one of )?(.+)\?\)$/;

const MESSAGES: [RegExp, (...groups: string[]) => string][] = [
  [/^unknown option '(.+)'$/, (flag) => `Opção desconhecida: ${flag}.`],
  [/^unknown command '(.+)'$/, (name) => `Comando desconhecido: ${name}.`],
  [/^option '(.+)' argument missing$/, (flags) => `Falta o valor da opção ${flags}.`],
  [/^missing required argument '(.+)'$/, (name) => `Falta o argumento ${name}.`],
  [/^required option '(.+)' not specified$/, (flags) => `A opção ${flags} é obrigatória.`],
  [/^option '(.+)' argument '(.*)' is invalid\.(.*)$/s, (flags, value) => `O valor "${value}" não serve para a opção ${flags}.`],
  [/^too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\.$/, (_command, expected, got) => `Argumentos demais: eram esperados ${expected} e vieram ${got}.`],
  [/^(.+) cannot be used with (.+)$/, (one, other) => `${one} não pode ser usada junto com ${other}.`],
];

/** commander's error text ('error: unknown option ...') in Portuguese, with what to do. */
export function translateCommanderError(text: string): string {
  let message = text.trim().replace(/^error: /, '');
  let suggestion = '';
  const similar = SUGGESTION.exec(message);
  if (similar) {
    message = message.slice(0, similar.index);
    suggestion = similar[1] ? ` Você quis dizer uma destas: ${similar[2]}?` : ` Você quis dizer ${similar[2]}?`;
  }
  for (const [pattern, say] of MESSAGES) {
    const match = pattern.exec(message);
    if (match) {
      message = say(...match.slice(1));
      break;
    }
  }
  return `✖ ${message}${suggestion}\n  O que fazer: Veja os comandos e as opções com "clinic-site --help" (ou "clinic-site <comando> --help").\n`;
}

const TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Options:': 'Opções:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opções globais:',
};

const inPortuguese = (text: string) => text.replace(/\bdefault: /g, 'padrão: ').replace(/\bchoices: /g, 'valores: ');

/** Sets help, its words and the error output of `program` (and of the commands added to it afterwards). */
export function speakPortuguese(program: Command, writeErr: (text: string) => void): Command {
  const base = new Help();
  return program
    .helpOption('-h, --help', 'mostra esta ajuda')
    .helpCommand('help [comando]', 'Mostra a ajuda de um comando.')
    .configureHelp({
      styleTitle: (title: string) => TITLES[title] ?? title,
      commandUsage: (command: Command) => base.commandUsage(command).replace('[options]', '[opções]').replace('[command]', '[comando]'),
      subcommandTerm: (command: Command) => base.subcommandTerm(command).replace('[options]', '[opções]'),
      optionDescription: (option) => inPortuguese(base.optionDescription(option)),
      argumentDescription: (argument) => inPortuguese(base.argumentDescription(argument)),
    })
    .configureOutput({ writeErr, outputError: (text, write) => write(translateCommanderError(text)) });
}
