//! Tokens: a `Copy` kind plus a byte span. Text (names, numbers, strings) is sliced out of the
//! source lazily by the parser, so lexing allocates nothing per token.

use mat2c_diag::Span;

/// What a token is. Kept fieldless so it is one byte, cheap to compare and usable as a bit index
/// in expected-token sets (there are fewer than 128 kinds).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum TokKind {
    Ident,
    Num,
    /// `'single quoted'`; the span includes the quotes.
    Str,
    /// `"double quoted"`; the span includes the quotes.
    DqStr,
    /// The name of a command-syntax statement (`hold` in `hold on`).
    CmdName,
    /// One word of a command-syntax statement, as written (quotes included).
    CmdArg,

    If,
    Elseif,
    Else,
    /// `end` closing a block.
    End,
    Endif,
    While,
    Endwhile,
    For,
    Endfor,
    Parfor,
    Endparfor,
    Do,
    Until,
    Switch,
    Case,
    Otherwise,
    Endswitch,
    Function,
    Endfunction,
    Return,
    Break,
    Continue,
    Global,
    Persistent,
    Try,
    Catch,
    EndTryCatch,
    UnwindProtect,
    UnwindProtectCleanup,
    EndUnwindProtect,
    /// `end` inside an index: the last index of that dimension.
    EndIdx,

    Plus,
    Minus,
    Star,
    Slash,
    Backslash,
    Caret,
    DotStar,
    DotSlash,
    DotBackslash,
    DotCaret,
    /// `'` as the conjugate transpose.
    Quote,
    /// `.'`
    DotQuote,
    Lt,
    Le,
    Gt,
    Ge,
    EqEq,
    /// `~=` or `!=`
    Ne,
    Amp,
    Pipe,
    AndAnd,
    OrOr,
    /// `~` or `!`
    Not,
    Assign,
    PlusEq,
    MinusEq,
    StarEq,
    SlashEq,
    CaretEq,
    PlusPlus,
    MinusMinus,
    At,
    Dot,
    Colon,

    Comma,
    Semi,
    /// A newline outside brackets: ends a statement.
    Newline,
    /// Whitespace that separates two elements inside `[]`/`{}` (acts as `,`).
    ElemSep,
    /// A newline inside `[]`/`{}` (acts as `;`).
    RowSep,

    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
}

/// A token with its span.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokKind,
    pub span: Span,
}

impl TokKind {
    /// Every kind in declaration order (index = discriminant).
    pub(crate) const ALL: [TokKind; 82] = [
        TokKind::Ident,
        TokKind::Num,
        TokKind::Str,
        TokKind::DqStr,
        TokKind::CmdName,
        TokKind::CmdArg,
        TokKind::If,
        TokKind::Elseif,
        TokKind::Else,
        TokKind::End,
        TokKind::Endif,
        TokKind::While,
        TokKind::Endwhile,
        TokKind::For,
        TokKind::Endfor,
        TokKind::Parfor,
        TokKind::Endparfor,
        TokKind::Do,
        TokKind::Until,
        TokKind::Switch,
        TokKind::Case,
        TokKind::Otherwise,
        TokKind::Endswitch,
        TokKind::Function,
        TokKind::Endfunction,
        TokKind::Return,
        TokKind::Break,
        TokKind::Continue,
        TokKind::Global,
        TokKind::Persistent,
        TokKind::Try,
        TokKind::Catch,
        TokKind::EndTryCatch,
        TokKind::UnwindProtect,
        TokKind::UnwindProtectCleanup,
        TokKind::EndUnwindProtect,
        TokKind::EndIdx,
        TokKind::Plus,
        TokKind::Minus,
        TokKind::Star,
        TokKind::Slash,
        TokKind::Backslash,
        TokKind::Caret,
        TokKind::DotStar,
        TokKind::DotSlash,
        TokKind::DotBackslash,
        TokKind::DotCaret,
        TokKind::Quote,
        TokKind::DotQuote,
        TokKind::Lt,
        TokKind::Le,
        TokKind::Gt,
        TokKind::Ge,
        TokKind::EqEq,
        TokKind::Ne,
        TokKind::Amp,
        TokKind::Pipe,
        TokKind::AndAnd,
        TokKind::OrOr,
        TokKind::Not,
        TokKind::Assign,
        TokKind::PlusEq,
        TokKind::MinusEq,
        TokKind::StarEq,
        TokKind::SlashEq,
        TokKind::CaretEq,
        TokKind::PlusPlus,
        TokKind::MinusMinus,
        TokKind::At,
        TokKind::Dot,
        TokKind::Colon,
        TokKind::Comma,
        TokKind::Semi,
        TokKind::Newline,
        TokKind::ElemSep,
        TokKind::RowSep,
        TokKind::LParen,
        TokKind::RParen,
        TokKind::LBracket,
        TokKind::RBracket,
        TokKind::LBrace,
        TokKind::RBrace,
    ];

    /// Descriptions of the binary and postfix operators.
    pub(crate) fn all_operator_descriptions() -> Vec<&'static str> {
        TokKind::ALL
            .iter()
            .filter(|k| k.is_operator())
            .map(|k| k.describe())
            .collect()
    }

    /// Bit for this kind in a `u128` token set.
    pub(crate) const fn bit(self) -> u128 {
        1u128 << (self as u8)
    }

    /// Keyword kind for `word`, if it is one (`end` is returned as [`TokKind::End`]).
    pub(crate) fn keyword(word: &str) -> Option<TokKind> {
        use TokKind::*;
        Some(match word {
            "if" => If,
            "elseif" => Elseif,
            "else" => Else,
            "end" => End,
            "endif" => Endif,
            "while" => While,
            "endwhile" => Endwhile,
            "for" => For,
            "endfor" => Endfor,
            "parfor" => Parfor,
            "endparfor" => Endparfor,
            "do" => Do,
            "until" => Until,
            "switch" => Switch,
            "case" => Case,
            "otherwise" => Otherwise,
            "endswitch" => Endswitch,
            "function" => Function,
            "endfunction" => Endfunction,
            "return" => Return,
            "break" => Break,
            "continue" => Continue,
            "global" => Global,
            "persistent" => Persistent,
            "try" => Try,
            "catch" => Catch,
            "end_try_catch" => EndTryCatch,
            "unwind_protect" => UnwindProtect,
            "unwind_protect_cleanup" => UnwindProtectCleanup,
            "end_unwind_protect" => EndUnwindProtect,
            _ => return None,
        })
    }

    /// Keywords that close a block.
    pub(crate) fn is_closer(self) -> bool {
        use TokKind::*;
        matches!(
            self,
            End | Endif
                | Endwhile
                | Endfor
                | Endparfor
                | Endswitch
                | Endfunction
                | EndTryCatch
                | EndUnwindProtect
        )
    }

    /// Keywords that continue a block with a new clause.
    pub(crate) fn is_clause(self) -> bool {
        use TokKind::*;
        matches!(
            self,
            Elseif | Else | Case | Otherwise | Catch | Until | UnwindProtectCleanup
        )
    }

    /// Keywords that open a block closed by `end` (or `until`).
    pub(crate) fn is_opener(self) -> bool {
        use TokKind::*;
        matches!(
            self,
            If | While | For | Parfor | Do | Switch | Function | Try | UnwindProtect
        )
    }

    pub(crate) fn is_keyword(self) -> bool {
        (self as u8) >= (TokKind::If as u8) && (self as u8) <= (TokKind::EndUnwindProtect as u8)
    }

    /// Tokens after which a `'` (with no space) is a transpose and whitespace inside `[]` can
    /// separate elements.
    pub(crate) fn ends_value(self) -> bool {
        use TokKind::*;
        matches!(
            self,
            Ident | Num | Str | DqStr | RParen | RBracket | RBrace | Quote | DotQuote | EndIdx
        )
    }

    /// A fixed description for messages (`` `+` ``, "a newline").
    pub(crate) fn describe(self) -> &'static str {
        use TokKind::*;
        match self {
            Ident => "an identifier",
            Num => "a number",
            Str | DqStr => "a string",
            CmdName => "a command",
            CmdArg => "a command argument",
            If => "`if`",
            Elseif => "`elseif`",
            Else => "`else`",
            End | EndIdx => "`end`",
            Endif => "`endif`",
            While => "`while`",
            Endwhile => "`endwhile`",
            For => "`for`",
            Endfor => "`endfor`",
            Parfor => "`parfor`",
            Endparfor => "`endparfor`",
            Do => "`do`",
            Until => "`until`",
            Switch => "`switch`",
            Case => "`case`",
            Otherwise => "`otherwise`",
            Endswitch => "`endswitch`",
            Function => "`function`",
            Endfunction => "`endfunction`",
            Return => "`return`",
            Break => "`break`",
            Continue => "`continue`",
            Global => "`global`",
            Persistent => "`persistent`",
            Try => "`try`",
            Catch => "`catch`",
            EndTryCatch => "`end_try_catch`",
            UnwindProtect => "`unwind_protect`",
            UnwindProtectCleanup => "`unwind_protect_cleanup`",
            EndUnwindProtect => "`end_unwind_protect`",
            Plus => "`+`",
            Minus => "`-`",
            Star => "`*`",
            Slash => "`/`",
            Backslash => "`\\`",
            Caret => "`^`",
            DotStar => "`.*`",
            DotSlash => "`./`",
            DotBackslash => "`.\\`",
            DotCaret => "`.^`",
            Quote => "`'`",
            DotQuote => "`.'`",
            Lt => "`<`",
            Le => "`<=`",
            Gt => "`>`",
            Ge => "`>=`",
            EqEq => "`==`",
            Ne => "`~=`",
            Amp => "`&`",
            Pipe => "`|`",
            AndAnd => "`&&`",
            OrOr => "`||`",
            Not => "`~`",
            Assign => "`=`",
            PlusEq => "`+=`",
            MinusEq => "`-=`",
            StarEq => "`*=`",
            SlashEq => "`/=`",
            CaretEq => "`^=`",
            PlusPlus => "`++`",
            MinusMinus => "`--`",
            At => "`@`",
            Dot => "`.`",
            Colon => "`:`",
            Comma => "`,`",
            Semi => "`;`",
            Newline | RowSep => "a newline",
            ElemSep => "whitespace",
            LParen => "`(`",
            RParen => "`)`",
            LBracket => "`[`",
            RBracket => "`]`",
            LBrace => "`{`",
            RBrace => "`}`",
        }
    }

    /// Binary operators (used to summarise long expected-token lists as "an operator").
    pub(crate) fn is_operator(self) -> bool {
        (self as u8) >= (TokKind::Plus as u8) && (self as u8) <= (TokKind::Colon as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::TokKind;

    #[test]
    fn all_is_indexed_by_discriminant() {
        for (i, k) in TokKind::ALL.iter().enumerate() {
            assert_eq!(*k as usize, i, "{k:?}");
        }
        assert!(TokKind::ALL.len() <= 128, "token sets are u128 bit masks");
    }
}
