// SPDX-License-Identifier: Apache-2.0
#include "report/hyphenation.h"

#include <QFile>
#include <QHash>
#include <QLoggingCategory>
#include <QMutex>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <algorithm>
#include <cstring>
#include <hyphen.h>
#include <memory>
#include <vector>

Q_LOGGING_CATEGORY(lcHyphenation, "fw.report.hyphenation", QtInfoMsg)

namespace fw::app {

namespace {

constexpr QChar kSoftHyphen(0x00AD);
constexpr QChar kBreakOpportunity(0x200B); // zero-width space: a line may break here, and nothing is drawn

HyphenDict* dictionaryOf(void* dictionary)
{
    return static_cast<HyphenDict*>(dictionary);
}

} // namespace

QString Hyphenator::patternFile(const QString& code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("/usr/share/hyphen/hyph_de_DE.dic");
    if (code == QLatin1String("en"))
        return QStringLiteral("/usr/share/hyphen/hyph_en_US.dic");
    return {};
}

const Hyphenator* Hyphenator::forLanguage(const QString& code)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<Hyphenator>> loaded; // nullptr: looked for and not found
    const QMutexLocker lock(&mutex);
    if (const auto found = loaded.constFind(code); found != loaded.constEnd())
        return found->get();
    std::shared_ptr<Hyphenator> hyphenator;
    const QString path = patternFile(code);
    if (!path.isEmpty()) {
        if (HyphenDict* dictionary = hnj_hyphen_load(QFile::encodeName(path).constData()))
            hyphenator.reset(new Hyphenator(dictionary));
        else
            qCWarning(lcHyphenation) << "no hyphenation patterns for" << code << "at" << path
                                     << "(Debian package hyphen-de or hyphen-en-us)";
    }
    loaded.insert(code, hyphenator);
    return hyphenator.get();
}

Hyphenator::Hyphenator(void* dictionary)
    : m_dictionary(dictionary), m_utf8(std::strcmp(dictionaryOf(dictionary)->cset, "UTF-8") == 0)
{}

Hyphenator::~Hyphenator()
{
    hnj_hyphen_free(dictionaryOf(m_dictionary));
}

QString Hyphenator::hyphenate(const QString& word) const
{
    // The patterns are lower case, in the dictionary's character set (ISO 8859-1 for German, so "ß" and umlauts
    // are one byte each); a word the set cannot hold is left alone.
    const QString lower = word.toLower();
    if (lower.size() != word.size())
        return word;
    QByteArray bytes;
    // The character each byte belongs to: UTF-8 spends several bytes on one character.
    std::vector<qsizetype> characterOf;
    if (m_utf8) {
        for (qsizetype i = 0; i < lower.size(); ++i) {
            const QByteArray encoded = QStringView(lower).mid(i, 1).toUtf8();
            bytes += encoded;
            characterOf.insert(characterOf.end(), size_t(encoded.size()), i);
        }
    } else {
        for (qsizetype i = 0; i < lower.size(); ++i) {
            if (lower.at(i).unicode() > 0xff)
                return word;
            bytes += char(lower.at(i).unicode());
            characterOf.push_back(i);
        }
    }
    std::vector<char> hyphens(size_t(bytes.size()) + 5, '0');
    char** replacements = nullptr;
    int* positions = nullptr;
    int* cuts = nullptr;
    // At least two letters before a break and three after, as German and English typesetting keep them.
    const int failed = hnj_hyphen_hyphenate3(dictionaryOf(m_dictionary), bytes.constData(), int(bytes.size()),
                                             hyphens.data(), nullptr, &replacements, &positions, &cuts, 2, 3, 2, 3);
    QString result;
    result.reserve(word.size() + 4);
    qsizetype next = 0;
    for (qsizetype byte = 0; !failed && byte + 1 < bytes.size(); ++byte) {
        const qsizetype character = characterOf[size_t(byte)];
        // Only a break at the end of a character, and only a plain one: a non-standard break that changes letters
        // (old German "ck" to "k-k") cannot be written as a soft hyphen.
        const bool endOfCharacter = characterOf[size_t(byte + 1)] != character;
        if ((hyphens[size_t(byte)] & 1) && endOfCharacter && !(replacements && replacements[byte])) {
            result += QStringView(word).mid(next, character + 1 - next);
            result += kSoftHyphen;
            next = character + 1;
        }
    }
    result += QStringView(word).mid(next);
    if (replacements) {
        for (qsizetype i = 0; i < bytes.size(); ++i)
            free(replacements[i]);
        free(replacements);
        free(positions);
        free(cuts);
    }
    return result;
}

bool hyphenateDocument(QTextDocument& document, const QString& languageCode, int minimumLetters)
{
    if (Hyphenator::patternFile(languageCode).isEmpty())
        return true; // Japanese: nothing to hyphenate
    const Hyphenator* hyphenator = Hyphenator::forLanguage(languageCode);
    if (!hyphenator)
        return false;
    const QRegularExpression longWord(QStringLiteral("\\p{L}{%1,}").arg(minimumLetters));
    // A file name or path ("nccl_allreduce_h100_oci_roce.txt", "logs/run-3.jsonl") is no word: it is never hyphenated,
    // which would make it read as another name, and breaks only after its own separators (a zero-width space after
    // each "_"; "-" and "/" break by themselves).
    static const QRegularExpression token(QStringLiteral("\\S+"));
    static const QRegularExpression fileName(QStringLiteral("[_/\\\\]|\\.\\w{1,5}\\b"));
    struct Insertion
    {
        int position;
        QString word; // the text from `position` on, with soft hyphens or zero-width spaces where they go
    };
    std::vector<Insertion> insertions;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QString text = block.text();
        for (auto tokens = token.globalMatch(text); tokens.hasNext();) {
            const QRegularExpressionMatch found = tokens.next();
            const QString name = found.captured();
            if (fileName.match(name).hasMatch()) {
                if (name.contains(QLatin1Char('_')))
                    insertions.push_back(
                        {block.position() + int(found.capturedStart()),
                         QString(name).replace(QLatin1Char('_'), QString(QLatin1Char('_')) + kBreakOpportunity)});
                continue;
            }
            for (auto match = longWord.globalMatch(name); match.hasNext();) {
                const QRegularExpressionMatch word = match.next();
                const QString hyphenated = hyphenator->hyphenate(word.captured());
                if (hyphenated.size() != word.capturedLength())
                    insertions.push_back(
                        {block.position() + int(found.capturedStart() + word.capturedStart()), hyphenated});
            }
        }
    }
    // From the end, so the positions still to come stay valid.
    QTextCursor cursor(&document);
    cursor.beginEditBlock();
    for (auto insertion = insertions.rbegin(); insertion != insertions.rend(); ++insertion) {
        int offset = 0;
        std::vector<int> points;
        std::vector<QChar> marks;
        for (const QChar c : insertion->word) {
            if (c == kSoftHyphen || c == kBreakOpportunity) {
                points.push_back(insertion->position + offset);
                marks.push_back(c);
            } else {
                ++offset;
            }
        }
        for (std::size_t i = points.size(); i-- > 0;) {
            cursor.setPosition(points[i]);
            cursor.insertText(QString(marks[i]));
        }
    }
    cursor.endEditBlock();
    return true;
}

} // namespace fw::app
