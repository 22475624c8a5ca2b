/* mt_escapes.c — do_string_escapes and undo_string_escapes (Octave 7's utils.cc): backslash
 * escapes of a string processed or written back. mt__do_string_escapes is also what strsplit
 * and strjoin apply to their delimiters (Octave's .m files call do_string_escapes). */
#include "mt_internal.h"

#include <stdlib.h>
#include <string.h>

static int is_octal(char c)
{
    return c >= '0' && c <= '7';
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

size_t mt__do_string_escapes(char *s, size_t n)
{
    size_t i = 0, o = 0;
    while (i < n) {
        char c = s[i];
        /* a final lone backslash is kept as it is */
        if (c == '\\' && i + 1 < n) {
            char e = s[++i];
            switch (e) {
            case 'a': c = '\a'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            case 't': c = '\t'; break;
            case 'v': c = '\v'; break;
            case '\\': c = '\\'; break;
            case '"': c = '"'; break;
            case '\'': c = '\''; break;
            case 'x': {
                /* up to two hex digits */
                int v = 0, k = 0, d;
                while (k < 2 && i + 1 < n && (d = hex_value(s[i + 1])) >= 0) {
                    v = v * 16 + d;
                    i++;
                    k++;
                }
                if (k == 0)
                    mt_warn(NULL, "malformed hex escape sequence '\\x' -- converting to '\\0'");
                c = (char)v;
                break;
            }
            default:
                if (is_octal(e)) {
                    /* up to three octal digits */
                    int v = e - '0', k = 1;
                    while (k < 3 && i + 1 < n && is_octal(s[i + 1])) {
                        v = v * 8 + (s[i + 1] - '0');
                        i++;
                        k++;
                    }
                    c = (char)v;
                } else {
                    mt_warn(NULL, "unrecognized escape sequence '\\%c' -- converting to '%c'", e,
                            e);
                    c = e;
                }
                break;
            }
        }
        s[o++] = c;
        i++;
    }
    return o;
}

/* The characters of a string argument as Octave's string_value gives them: the first row of
 * a char matrix (with its warning), into a new buffer of length *len; msg is the error for
 * an argument that is not char. */
static char *string_arg(const mt_array *a, const char *msg, size_t *len)
{
    size_t rows = a->dims[0], cols, j;
    char *s;
    if (a->cls != MT_CHAR)
        mt_error("%s", msg);
    if (rows > 1)
        mt_warn("Octave:charmat-truncated",
                "multi-row character matrix converted to a string, only the first row is used");
    cols = rows ? a->numel / rows : 0;
    s = (char *)mt__bi_alloc(cols + 1);
    for (j = 0; j < cols; j++)
        s[j] = ((const char *)a->data)[j * rows];
    *len = cols;
    return s;
}

/* A char row of s[0..n), 0x0 when empty (Octave's value of a std::string). */
static void give_chars(mt_array *out, const char *s, size_t n)
{
    mt_array r = MT_ARRAY_INIT;
    size_t d[2];
    d[0] = n ? 1 : 0;
    d[1] = n;
    mt_resize(&r, MT_CHAR, 0, 2, d);
    if (n)
        memcpy(r.data, s, n);
    mt__bi_give(out, &r);
}

BI(do_string_escapes)
{
    mt_array v;
    size_t n;
    char *s = string_arg(mt__bi_arg(&args[0], &v),
                         "do_string_escapes: STRING argument must be of type string", &n);
    (void)nout;
    (void)nargs;
    n = mt__do_string_escapes(s, n);
    give_chars(out[0], s, n);
    free(s);
}

BI(undo_string_escapes)
{
    mt_array v;
    size_t n, i, o = 0;
    char *s = string_arg(mt__bi_arg(&args[0], &v),
                         "undo_string_escapes: S argument must be a string", &n);
    char *r = (char *)mt__bi_alloc(2 * n + 1);
    (void)nout;
    (void)nargs;
    for (i = 0; i < n; i++) {
        char e = 0;
        switch (s[i]) {
        case '\0': continue; /* Octave appends its C-string "" */
        case '\a': e = 'a'; break;
        case '\b': e = 'b'; break;
        case '\f': e = 'f'; break;
        case '\n': e = 'n'; break;
        case '\r': e = 'r'; break;
        case '\t': e = 't'; break;
        case '\v': e = 'v'; break;
        case '\\': e = '\\'; break;
        case '"': e = '"'; break;
        default: break;
        }
        if (e) {
            r[o++] = '\\';
            r[o++] = e;
        } else
            r[o++] = s[i];
    }
    give_chars(out[0], r, o);
    free(r);
    free(s);
}
