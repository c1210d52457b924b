/** `siwes forms list|upload|delete`: the inspection and defence forms supervisors download. */
import { basename } from 'node:path';
import { Command, Option } from 'commander';
import { FORM_PURPOSES, MESSAGES, startsLikePdf, type FormPurpose } from '@siwes/api';
import { Context } from '../context.ts';
import { CliError, EXIT, usageError } from '../errors.ts';
import { readBytes } from '../files.ts';
import type { Io } from '../io.ts';
import { renderTable, show } from '../table.ts';

function listCommand(io: Io): Command {
  return new Command('list')
    .description('Uploaded inspection and defence forms')
    .addHelpText('after', '\nExamples:\n  $ siwes forms list\n  $ siwes forms list --json')
    .action(async (_options: unknown, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const forms = await client.listCoordinatorForms(ctx.call(MESSAGES.fetchError));
      ctx.json({ forms });
      if (forms.length === 0) {
        ctx.out('No forms uploaded.');
        return;
      }
      ctx.out(
        renderTable(
          ['Id', 'Purpose', 'Description', 'File'],
          forms.map((f) => [f._id, f.purpose, f.description, f.name].map(show)),
        ),
      );
    });
}

function uploadCommand(io: Io): Command {
  return new Command('upload')
    .description('Upload an inspection or defence form (PDF)')
    .requiredOption('-f, --file <file>', 'the PDF to upload')
    .addOption(
      new Option('-p, --purpose <purpose>', 'what the form is for')
        .choices(FORM_PURPOSES)
        .makeOptionMandatory(),
    )
    .requiredOption('-d, --description <text>', 'what supervisors see')
    .addHelpText(
      'after',
      '\nExample:\n  $ siwes forms upload --file inspection-2026.pdf --purpose Inspection --description "Inspection form, 2026"',
    )
    .action(
      async (options: { file: string; purpose: FormPurpose; description: string }, command: Command) => {
        const ctx = new Context(command, io);
        const description = options.description.trim();
        if (description === '') throw usageError('--description must not be empty.');
        const bytes = await readBytes(ctx, options.file);
        if (!options.file.toLowerCase().endsWith('.pdf') || !startsLikePdf(bytes)) {
          throw usageError(`${options.file} is not a PDF: forms are uploaded as PDF files.`);
        }
        const client = await ctx.clientAs('coordinator');
        const form = new File([new Uint8Array(bytes)], basename(options.file), { type: 'application/pdf' });
        const answer = await client.uploadInspectionForms(
          { purpose: options.purpose, description, form },
          ctx.call(),
        );
        ctx.json({ message: answer.message, form: answer.data });
        ctx.out(`${answer.message} ${answer.data.name} (id ${answer.data._id}).`);
      },
    );
}

function deleteCommand(io: Io): Command {
  return new Command('delete')
    .description('Delete a form (asks first unless --yes)')
    .argument('<id>', 'the form id, as `siwes forms list` shows it')
    .addHelpText('after', '\nExamples:\n  $ siwes forms delete form-3\n  $ siwes forms delete form-3 --yes')
    .action(async (id: string, _options: unknown, command: Command) => {
      const ctx = new Context(command, io);
      const client = await ctx.clientAs('coordinator');
      const forms = await client.listCoordinatorForms(ctx.call(MESSAGES.fetchError));
      const form = forms.find((f) => f._id === id);
      if (!form) throw new CliError(`No form with id "${id}". See \`siwes forms list\`.`, EXIT.usage);
      if (!(await ctx.confirm(`Delete the ${form.purpose} form "${form.description}" (${form.name})?`))) {
        throw new CliError('Not deleted.', EXIT.failed);
      }
      const answer = await client.deleteForm({ formId: form._id, publicId: form.publicId }, ctx.call());
      ctx.json({ message: answer.message, id: form._id });
      ctx.out(answer.message);
    });
}

export function formsCommand(io: Io): Command {
  return new Command('forms')
    .description('List, upload and delete inspection and defence forms')
    .addCommand(listCommand(io))
    .addCommand(uploadCommand(io))
    .addCommand(deleteCommand(io))
    .addHelpText('after', '\nExample:\n  $ siwes forms list');
}
