/* mt_io.c — output to streams (generic builtin entries): `puts`, `fputs`, `fdisp` and
 * `fflush`, to stdout (fid 1), stderr (fid 2) or a file from fopen (mt_files.c); stdout is
 * flushed before anything goes to stderr so the two interleave as in Octave.
 */
#include "mt_internal.h"

#include <stdio.h>
#include <stdlib.h>


/* The stream of fid argument k of `fn`, with Octave's error for any other. */
static FILE *io_stream(const char *fn, const mt_arg *args, int k)
{
    mt_array v;
    const mt_array *a = mt__bi_arg(&args[k], &v);
    int fid = -1;
    if (a->cls != MT_CHAR && a->cls != MT_CELL && a->cls != MT_STRUCT && a->numel == 1)
        fid = (int)mt__bi_scalar(args, k);
#ifdef MT_NO_STDIO
    /* no files: the standard streams only, and mt_files.c stays out of the link */
    if (fid != 1 && fid != 2)
        mt_error("%s: invalid stream number = %d", fn, fid);
    return fid == 2 ? stderr : stdout;
#else
    return mt__stream(fid, fn);
#endif
}

/* Write the characters of string argument k to f: 0, or -1 (nothing written) when it is not
 * a char array. */
static double io_write(FILE *f, const mt_arg *args, int k)
{
    mt_array v;
    const mt_array *s = mt__bi_arg(&args[k], &v);
    char *text;
    size_t n;
    if (s->cls != MT_CHAR)
        return -1.0;
    if (s->ndims > 2 || (s->dims[0] > 1 && s->numel > 0))
        mt_error("mat2c: puts/fputs of a multi-row character matrix is not supported");
    n = s->numel;
    text = mt__bi_cstr(s);
    if (f == stderr)
        fflush(stdout);
    fwrite(text, 1, n, f);
    if (f == stderr)
        fflush(stderr);
    free(text);
    return 0.0;
}

BI(puts)
{
    double st = io_write(stdout, args, 0);
    (void)nargs;
    (void)nout;
    mt__bi_give_scalar(out[0], MT_DOUBLE, st);
}

BI(fputs)
{
    FILE *f = io_stream("fputs", args, 0);
    (void)nargs;
    (void)nout;
    mt__bi_give_scalar(out[0], MT_DOUBLE, io_write(f, args, 1));
}

BI(fflush)
{
    FILE *f = io_stream("fflush", args, 0);
    (void)nargs;
    (void)nout;
    fflush(f);
    mt__bi_give_scalar(out[0], MT_DOUBLE, 0.0);
}

BI(fdisp)
{
    mt_array v;
    FILE *f = io_stream("fdisp", args, 0);
    (void)nargs;
    (void)nout;
    (void)out;
    if (f == stderr)
        mt_error("mat2c: fdisp to stderr is not supported");
    if (f != stdout)
        mt_error("mat2c: fdisp to a file is not supported");
    mt_disp(mt__bi_arg(&args[1], &v));
}
